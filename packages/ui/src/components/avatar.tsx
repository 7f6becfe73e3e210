import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

/** The first letter of a name, upper-cased; "?" when there is no name. */
export function getInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : '?';
}

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-sm',
        md: 'size-10 text-base',
        lg: 'size-16 text-2xl',
        xl: 'size-24 text-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: read by screen readers and the source of the initial. */
    name?: string | null | undefined;
    /** An optional photo; the initial shows until it has loaded, and stays if it fails. */
    src?: string | undefined;
    /** Hide from assistive tech when the name is already written next to the avatar. */
    decorative?: boolean | undefined;
    /** Its texts, each defaulting to the spec's. */
    labels?: LabelOverrides<AvatarLabels> | undefined;
  };

export type AvatarLabels = {
  /** The accessible name when there is no name. */
  noName: string;
};

const defaultLabels: AvatarLabels = { noName: 'User' };

/** A round avatar showing the user's initial, or their photo when one is given and loads. */
export function Avatar({ name, src, size, decorative = false, labels, className, ...props }: AvatarProps) {
  const { noName } = useLabels('Avatar', defaultLabels, labels);
  const label = name?.trim() || noName;
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {/* Keyed by src so a new photo starts over from the initial. */}
      <AvatarContent key={src ?? ''} initial={getInitial(name)} src={src} />
    </span>
  );
}

function AvatarContent({ initial, src }: { initial: string; src: string | undefined }) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  const showImage = src !== undefined && status === 'loaded';
  return (
    <>
      {!showImage && (
        <span data-slot="avatar-fallback" aria-hidden>
          {initial}
        </span>
      )}
      {src !== undefined && status !== 'error' && (
        <img
          data-slot="avatar-image"
          data-state={status}
          src={src}
          alt=""
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          className={cn('absolute inset-0 size-full object-cover', !showImage && 'invisible')}
        />
      )}
    </>
  );
}
