import { useId } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useLabels, useRenderLink } from '../../provider/dhanya-provider';
import type { RenderLink } from '../../lib/link';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { FooterLinkList, NewTabNote, SafeLink, footerLinkClassName, type FooterLinkItem } from './links';
import { SocialLinkList, type SocialLinks } from './social-links';
import type { LabelOverrides } from '../../lib/labels';

/** The footer object of GET /api/footer/getfooter. */
export type FooterData = {
  companyName: string;
  companyTagline: string;
  address: string;
  email: string;
  phone: string;
  socialLinks: SocialLinks;
  legalLinks: { title: string; url: string }[];
};

/** The shop's own pages linked when no `quickLinks` are given, with their titles from `labels`. */
const defaultQuickLinks = (titles: FooterLabels['quickLinkTitles']): FooterLinkItem[] => [
  { title: titles.newArrivals, href: '/new-arrivals' },
  { title: titles.returnPolicy, href: '/return' },
  { title: titles.terms, href: '/terms' },
  { title: titles.contact, href: '/contact' },
];

export type FooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** `null` or missing once ready means the request succeeded without a footer. */
  data?: FooterData | null | undefined;
  /** `loading` and `error` show a message in the footer's place; `ready` (the default) shows `data`. */
  status?: 'loading' | 'error' | 'ready' | undefined;
  /** Renders site links (quick links, "/" legal links); defaults to a plain `<a href>`. */
  renderLink?: RenderLink | undefined;
  /** The "Quick Links" column; the shop's New Arrivals, Return Policy, Terms and Contact pages by default. */
  quickLinks?: FooterLinkItem[] | undefined;
  /** The clock the copyright year is read from; tests pass a fixed date. */
  now?: Date | undefined;
  /** When given, the error state offers a retry button. */
  onRetry?: (() => void) | undefined;
  /** The footer's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<FooterLabels> | undefined;
  /** A shop-wide setting at the foot of every state (the storefront's "Lite mode" switch). */
  settings?: React.ReactNode;
};

export type FooterLabels = {
  loading: string;
  error: string;
  /** The request succeeded without a footer. */
  noData: string;
  retry: string;
  quickLinks: string;
  /** The titles of the quick links shown when no `quickLinks` are given. */
  quickLinkTitles: { newArrivals: string; returnPolicy: string; terms: string; contact: string };
  contact: string;
  /** Names the list of social profiles. */
  socialLinks: string;
  /** Names the legal links' navigation. */
  legalLinks: string;
  /** The description of every link that opens another site in a new tab. */
  newTab: string;
  copyright: (year: number, companyName: string) => string;
};

/** The copyright line, shared with NewsletterFooter. */
export const formatCopyright = (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`;

const defaultLabels: FooterLabels = {
  loading: 'Loading footer...',
  error: 'Failed to load footer',
  noData: 'Unable to load footer data.',
  retry: 'Try Again',
  quickLinks: 'Quick Links',
  quickLinkTitles: {
    newArrivals: 'New Arrivals',
    returnPolicy: 'Return Policy',
    terms: 'Terms & Conditions',
    contact: 'Contact Us',
  },
  contact: 'Contact',
  socialLinks: 'Social media',
  legalLinks: 'Legal',
  newTab: '(opens in a new tab)',
  copyright: formatCopyright,
};

/**
 * The shop's footer: company, quick links, contact details, social profiles and legal links, from
 * `data`. Shows its own loading and error states; links to other sites open in a new tab and say
 * so.
 */
export function Footer({
  data,
  status = 'ready',
  renderLink: ownRenderLink,
  quickLinks,
  now,
  onRetry,
  labels: labelOverrides,
  settings,
  className,
  ...props
}: FooterProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const newTabNoteId = useId();
  const labels = useLabels('Footer', defaultLabels, labelOverrides);
  const footer = status === 'ready' && data ? data : null;
  // A successful request without a footer object is its own state (LAYOUT-26).
  const messageState = status === 'ready' ? 'empty' : status;

  return (
    <footer
      data-slot="footer"
      data-state={footer ? 'ready' : messageState}
      className={cn('bg-primary font-sans text-primary-foreground', className)}
      {...props}
    >
      <NewTabNote id={newTabNoteId} text={labels.newTab} />
      {footer ? (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)] lg:gap-12">
            <div data-slot="footer-brand" className="flex min-w-0 flex-col gap-4 md:col-span-2 lg:col-span-1">
              <p className="text-xl font-semibold wrap-anywhere">{footer.companyName}</p>
              {footer.companyTagline && (
                <p className="max-w-md text-sm leading-relaxed text-primary-foreground/85 wrap-anywhere">
                  {footer.companyTagline}
                </p>
              )}
              <SocialLinkList
                links={footer.socialLinks}
                label={labels.socialLinks}
                newTabNoteId={newTabNoteId}
                className="mt-2"
              />
            </div>
            <FooterLinkList
              heading={labels.quickLinks}
              links={quickLinks ?? defaultQuickLinks(labels.quickLinkTitles)}
              renderLink={renderLink}
              newTabNoteId={newTabNoteId}
              className="min-w-0"
            />
            <FooterContact data={footer} heading={labels.contact} />
          </div>
          <div className="mt-10 flex flex-col gap-4 border-t border-primary-foreground/20 pt-6 text-sm md:flex-row md:items-center md:justify-between">
            <p data-slot="footer-copyright" className="text-primary-foreground/85 wrap-anywhere">
              {labels.copyright((now ?? new Date()).getFullYear(), footer.companyName)}
            </p>
            {footer.legalLinks.length > 0 && (
              <nav aria-label={labels.legalLinks} data-slot="footer-legal-links">
                <ul className="flex flex-wrap gap-x-6 gap-y-2">
                  {footer.legalLinks.map((link, index) => (
                    <li key={`${link.url}-${index}`} className="min-w-0 wrap-anywhere">
                      <SafeLink href={link.url} renderLink={renderLink} newTabNoteId={newTabNoteId}>
                        {link.title}
                      </SafeLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </div>
      ) : (
        <FooterMessage state={messageState} onRetry={onRetry} retryLabel={labels.retry}>
          {messageState === 'loading' ? labels.loading : messageState === 'error' ? labels.error : labels.noData}
        </FooterMessage>
      )}
      {settings && (
        <div data-slot="footer-settings" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
          {settings}
        </div>
      )}
    </footer>
  );
}

function FooterContact({ data, heading }: { data: FooterData; heading: string }) {
  const phoneDigits = data.phone.replace(/[^\d+]/g, '');
  return (
    <div data-slot="footer-contact" className="flex min-w-0 flex-col gap-4">
      <h2 className="text-base font-semibold text-secondary">{heading}</h2>
      <address className="flex flex-col gap-3 text-sm not-italic">
        {data.address && (
          <p className="flex gap-3 text-primary-foreground/85">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
            <span className="min-w-0 whitespace-pre-line wrap-anywhere">{data.address}</span>
          </p>
        )}
        {data.email && (
          <p className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
            <a href={`mailto:${data.email.trim()}`} className={cn(footerLinkClassName, 'min-w-0 wrap-anywhere')}>
              {data.email}
            </a>
          </p>
        )}
        {data.phone && (
          <p className="flex gap-3">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
            {phoneDigits ? (
              <a href={`tel:${phoneDigits}`} className={cn(footerLinkClassName, 'min-w-0 wrap-anywhere')}>
                {data.phone}
              </a>
            ) : (
              <span className="min-w-0 text-primary-foreground/85 wrap-anywhere">{data.phone}</span>
            )}
          </p>
        )}
      </address>
    </div>
  );
}

type FooterMessageProps = {
  state: 'loading' | 'error' | 'empty';
  onRetry: (() => void) | undefined;
  retryLabel: string;
  children: React.ReactNode;
};

/** Loading, failure and no-data states keep the footer's band so the page does not jump. */
function FooterMessage({ state, onRetry, retryLabel, children }: FooterMessageProps) {
  return (
    <div className="mx-auto flex min-h-48 max-w-7xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      {state === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-sm text-primary-foreground/85">
          <Spinner size="sm" label="" />
          {children}
        </p>
      ) : (
        <p role={state === 'error' ? 'alert' : 'status'} className="text-sm font-medium">
          {children}
        </p>
      )}
      {state === 'error' && onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
