import { Bird, BriefcaseBusiness, Camera, ThumbsUp, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ExternalLink, isExternalUrl } from './links';

/** The shop's social profiles, by network; a network without a URL is not shown. */
export type SocialLinks = {
  facebook?: string | undefined;
  twitter?: string | undefined;
  instagram?: string | undefined;
  linkedin?: string | undefined;
};

// lucide-react 1.x ships no brand logos, so each network gets a plain icon that hints at it.
const networks: { key: keyof SocialLinks; name: string; Icon: LucideIcon }[] = [
  { key: 'facebook', name: 'Facebook', Icon: ThumbsUp },
  { key: 'twitter', name: 'Twitter', Icon: Bird },
  { key: 'instagram', name: 'Instagram', Icon: Camera },
  { key: 'linkedin', name: 'LinkedIn', Icon: BriefcaseBusiness },
];

type SocialLinkListProps = {
  links: SocialLinks | null | undefined;
  /** Names the list for assistive technology, e.g. "Social media". */
  label: string;
  newTabNoteId: string;
  className?: string | undefined;
};

/** Round icon links to the shop's social profiles; only http(s) addresses are linked. */
export function SocialLinkList({ links, label, newTabNoteId, className }: SocialLinkListProps) {
  const shown = networks.flatMap(({ key, name, Icon }) => {
    const url = links?.[key]?.trim();
    return url && isExternalUrl(url) ? [{ key, name, Icon, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul data-slot="social-links" aria-label={label} className={cn('flex flex-wrap gap-3', className)}>
      {shown.map(({ key, name, Icon, url }) => (
        <li key={key}>
          <ExternalLink
            href={url}
            newTabNoteId={newTabNoteId}
            aria-label={name}
            title={name}
            data-network={key}
            className="flex size-11 items-center justify-center rounded-full bg-primary-foreground/10 text-primary-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground"
          >
            <Icon aria-hidden className="size-5" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
