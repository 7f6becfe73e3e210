import { useFooter } from '@dhanya/api/swr';
import { Button } from '@dhanya/ui';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

const inlineLink = 'font-medium text-primary underline-offset-4 hover:underline break-all';

/**
 * How to get a password reset (CATALOG-29): the shop resets it by hand, so the page points
 * to the contact form and, once the footer has loaded, to the shop's email and phone.
 */
export function PasswordHelp() {
  const { data: footer } = useFooter();
  const texts = useTexts().account;
  const email = footer?.email.trim();
  const phone = footer?.phone.trim();
  return (
    <div className="flex flex-col gap-5 text-sm text-foreground">
      <p>{texts.resetByHand}</p>
      <Button asChild size="lg" className="w-full">
        <Link to="/contact">
          <MessageSquare aria-hidden />
          {texts.contactUs}
        </Link>
      </Button>
      {(email || phone) && (
        <ul className="flex flex-col gap-2 rounded-card bg-muted/60 p-4">
          {email && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span>
                {texts.emailUsAt}{' '}
                <a href={`mailto:${email}`} className={inlineLink}>
                  {email}
                </a>
              </span>
            </li>
          )}
          {phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span>
                {texts.callUsOn}{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={inlineLink}>
                  {phone}
                </a>
              </span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
