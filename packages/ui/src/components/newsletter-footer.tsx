import { useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import type { RenderLink } from '../lib/link';
import { Button } from './button';
import { TextField } from './text-field';
import { FooterLinkList, NewTabNote, type FooterLinkItem } from './footer/links';
import { formatCopyright } from './footer/footer';
import { SocialLinkList, type SocialLinks } from './footer/social-links';
import type { LabelOverrides } from '../lib/labels';

export type NewsletterFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** Records the address (the storefront sends it as a lead); reject to show the failure message. */
  onSubscribe: (email: string) => Promise<void>;
  /** The links of the "Shop" column; without any, the column is not shown. */
  shopLinks?: FooterLinkItem[] | undefined;
  /** The shop's social profiles, shown as round icons under "Connect With Us". */
  socialLinks?: SocialLinks | null | undefined;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
  /** When given, a copyright line with the clock's year closes the footer. */
  companyName?: string | undefined;
  /** The clock the copyright year is read from; today by default (tests pass a fixed date). */
  now?: Date | undefined;
  /** The footer's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<NewsletterFooterLabels> | undefined;
};

export type NewsletterFooterLabels = {
  heading: string;
  /** Under the heading; '' shows none. */
  text: string;
  email: string;
  emailPlaceholder: string;
  subscribe: string;
  invalidEmail: string;
  success: string;
  failure: string;
  /** The shop links' heading. */
  shop: string;
  /** The social links' heading. */
  connect: string;
  /** The description of every link that opens another site in a new tab. */
  newTab: string;
  copyright: (year: number, companyName: string) => string;
};

const defaultLabels: NewsletterFooterLabels = {
  heading: 'Newsletter',
  text: 'Get news of fresh harvests and special offers in your inbox.',
  email: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Thank you for subscribing!',
  failure: 'Could not subscribe. Please try again.',
  shop: 'Shop',
  connect: 'Connect With Us',
  newTab: '(opens in a new tab)',
  copyright: formatCopyright,
};

// The same everyday check browsers apply to type="email": something@host.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type SubscribeState = 'idle' | 'invalid' | 'pending' | 'success' | 'failure';

/**
 * A footer with a newsletter sign-up form (checked e-mail, busy state, success and failure
 * messages), the shop's links and its social profiles.
 */
export function NewsletterFooter({
  onSubscribe,
  shopLinks = [],
  socialLinks,
  renderLink: ownRenderLink,
  companyName,
  now,
  labels: labelOverrides,
  className,
  ...props
}: NewsletterFooterProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const newTabNoteId = useId();
  const labels = useLabels('NewsletterFooter', defaultLabels, labelOverrides);
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SubscribeState>('idle');

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'pending') return;
    const address = email.trim();
    if (!emailPattern.test(address)) {
      setState('invalid');
      emailRef.current?.focus();
      return;
    }
    setState('pending');
    try {
      await onSubscribe(address);
      setEmail('');
      setState('success');
    } catch {
      setState('failure');
    }
  }

  return (
    <footer
      data-slot="newsletter-footer"
      className={cn('bg-primary font-sans text-primary-foreground', className)}
      {...props}
    >
      <NewTabNote id={newTabNoteId} text={labels.newTab} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <div
            data-slot="newsletter"
            className="flex min-w-0 flex-col rounded-card bg-surface p-6 text-foreground md:col-span-2 lg:col-span-1"
          >
            <div className="mb-4 flex flex-col gap-1">
              <h2 className="text-lg font-semibold">{labels.heading}</h2>
              {labels.text && <p className="text-sm text-muted-foreground">{labels.text}</p>}
            </div>
            <form
              noValidate
              onSubmit={subscribe}
              data-state={state}
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <TextField
                ref={emailRef}
                type="email"
                name="email"
                autoComplete="email"
                label={labels.email}
                placeholder={labels.emailPlaceholder}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (state === 'invalid' || state === 'success' || state === 'failure') setState('idle');
                }}
                error={state === 'invalid' ? <span role="alert">{labels.invalidEmail}</span> : undefined}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="primary" loading={state === 'pending'} className="sm:mt-7">
                {labels.subscribe}
              </Button>
            </form>
            <div role="status" className="mt-3 text-sm font-medium text-success empty:mt-0">
              {state === 'success' ? labels.success : null}
            </div>
            {state === 'failure' && (
              <p role="alert" className="mt-3 text-sm font-medium text-error">
                {labels.failure}
              </p>
            )}
          </div>
          {shopLinks.length > 0 && (
            <FooterLinkList
              heading={labels.shop}
              links={shopLinks}
              renderLink={renderLink}
              newTabNoteId={newTabNoteId}
              className="min-w-0"
            />
          )}
          <div data-slot="newsletter-footer-connect" className="flex min-w-0 flex-col gap-4">
            <h2 className="text-base font-semibold text-secondary">{labels.connect}</h2>
            <SocialLinkList links={socialLinks} label={labels.connect} newTabNoteId={newTabNoteId} />
          </div>
        </div>
        {companyName && (
          <p
            data-slot="footer-copyright"
            className="mt-10 border-t border-primary-foreground/20 pt-6 text-sm text-primary-foreground/85 wrap-anywhere"
          >
            {labels.copyright((now ?? new Date()).getFullYear(), companyName)}
          </p>
        )}
      </div>
    </footer>
  );
}
