import { useFooter } from '@dhanya/api/swr';
import { Skeleton } from '@dhanya/ui';
import { useId } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTexts } from '../../shared/locale';

/** The shop's phone, email and address from the footer data, beside the contact form. */
export function ShopContactDetails() {
  const { data: footer, isLoading } = useFooter();
  const headingId = useId();
  const texts = useTexts().messages;
  const lines = [
    footer?.phone && {
      icon: Phone,
      label: texts.phone,
      value: footer.phone,
      href: `tel:${footer.phone.replace(/[^\d+]/g, '')}`,
    },
    footer?.email && { icon: Mail, label: texts.email, value: footer.email, href: `mailto:${footer.email}` },
    footer?.address && { icon: MapPin, label: texts.visitUs, value: footer.address },
  ].filter((line) => !!line);

  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card bg-primary p-6 text-primary-foreground min-[900px]:p-8"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.otherWays}
      </h2>
      {isLoading ? (
        <div aria-busy className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            {texts.loadingDetails}
          </p>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10 bg-primary-foreground/15" />
          ))}
        </div>
      ) : lines.length > 0 ? (
        <ul className="flex flex-col gap-4 text-sm">
          {lines.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-secondary" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold">{label}</span>
                <span className="break-words text-primary-foreground/90">
                  {href ? (
                    <a
                      href={href}
                      className="underline decoration-primary-foreground/40 underline-offset-4 hover:decoration-current"
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-primary-foreground/90">{texts.noDetails}</p>
      )}
    </aside>
  );
}
