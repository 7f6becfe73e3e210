import type { Footer } from '@dhanya/api';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTexts } from '../../shared/locale';

type WelcomePanelProps = {
  companyName: string;
  footer: Footer | undefined;
};

/** The left of the contact section: "Welcome to {companyName}" and how else to reach the shop (HOME-31). */
export function WelcomePanel({ companyName, footer }: WelcomePanelProps) {
  const texts = useTexts().home;
  return (
    <div className="flex flex-col justify-center gap-6 rounded-card bg-primary p-8 text-primary-foreground min-[900px]:p-12">
      <p className="text-sm font-semibold tracking-wider text-secondary uppercase">{texts.welcomeKicker}</p>
      <h2 className="text-3xl font-semibold text-balance break-words min-[900px]:text-4xl">
        {texts.welcome(companyName)}
      </h2>
      {footer?.companyTagline && <p className="text-lg text-primary-foreground/90">{footer.companyTagline}</p>}
      <p className="text-primary-foreground/90">{texts.welcomeText}</p>
      <ContactLines footer={footer} />
    </div>
  );
}

function ContactLines({ footer }: { footer: Footer | undefined }) {
  if (!footer || !(footer.phone || footer.email || footer.address)) return null;
  const linkClass = 'underline decoration-primary-foreground/40 underline-offset-4 hover:decoration-current';
  return (
    <ul className="flex flex-col gap-3 border-t border-primary-foreground/20 pt-6 text-sm">
      {footer.phone && (
        <li className="flex items-start gap-3">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
          <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {footer.phone}
          </a>
        </li>
      )}
      {footer.email && (
        <li className="flex items-start gap-3">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
          <a href={`mailto:${footer.email}`} className={`${linkClass} break-all`}>
            {footer.email}
          </a>
        </li>
      )}
      {footer.address && (
        <li className="flex items-start gap-3">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
          <span>{footer.address}</span>
        </li>
      )}
    </ul>
  );
}
