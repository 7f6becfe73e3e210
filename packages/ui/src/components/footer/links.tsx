import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/link';

/** A link title and target, as the shop's API stores quick, shop and legal links. */
export type FooterLinkItem = { title: string; href: string };

/** A path on this site: "/terms", but not "//host" or "/\host", which browsers treat as other sites. */
function isInternalPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url.trim());
}

/** An absolute http(s) address; anything else (javascript:, data:, …) is never put in an href. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url.trim());
}

export const footerLinkClassName =
  'rounded-sm text-primary-foreground/85 underline-offset-4 transition-colors hover:text-secondary hover:underline';

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Id of a hidden "(opens in a new tab)" text, announced as the link's description. */
  newTabNoteId: string;
};

/** Another site's page, opened in a new tab without giving it a handle on ours. */
export function ExternalLink({ newTabNoteId, children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" aria-describedby={newTabNoteId} {...props}>
      {children}
    </a>
  );
}

/**
 * The hidden note every external link points at. It stays out of the link's accessible name
 * ("Facebook", not "Facebook (opens in a new tab)") yet is read as its description.
 */
export function NewTabNote({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}

type SafeLinkProps = {
  href: string;
  children: React.ReactNode;
  className?: string | undefined;
  renderLink: RenderLink;
  newTabNoteId: string;
};

/**
 * A link whose target comes from the shop's data: site paths go through the router,
 * http(s) addresses open in a new tab, and anything else is shown as plain text.
 */
export function SafeLink({ href, children, className, renderLink, newTabNoteId }: SafeLinkProps) {
  const target = href.trim();
  if (isInternalPath(target)) {
    return renderLink({ href: target, className: cn(footerLinkClassName, className), children });
  }
  if (isExternalUrl(target)) {
    return (
      <ExternalLink href={target} newTabNoteId={newTabNoteId} className={cn(footerLinkClassName, className)}>
        {children}
      </ExternalLink>
    );
  }
  return <span className={cn('text-primary-foreground/85', className)}>{children}</span>;
}

type FooterLinkListProps = {
  heading: string;
  links: FooterLinkItem[];
  renderLink: RenderLink;
  newTabNoteId: string;
  className?: string | undefined;
};

/** A titled column of links, as a navigation landmark named by its heading. */
export function FooterLinkList({ heading, links, renderLink, newTabNoteId, className }: FooterLinkListProps) {
  return (
    <nav data-slot="footer-link-list" aria-label={heading} className={cn('flex flex-col gap-4', className)}>
      <h2 className="text-base font-semibold text-secondary">{heading}</h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <SafeLink href={link.href} renderLink={renderLink} newTabNoteId={newTabNoteId}>
              {link.title}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
