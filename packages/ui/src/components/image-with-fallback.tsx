import { Wheat } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';

export type ImageWithFallbackProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  /** The image URL; when missing or it fails to load, a placeholder of the same box is shown. */
  src?: string | null | undefined;
  /** Also labels the placeholder; pass "" for a decorative image. */
  alt: string;
};

/**
 * An image that shows a placeholder of the same box when it has no source or fails to load,
 * so a broken product photo never leaves a broken-image icon or shifts the layout.
 */
export function ImageWithFallback({ src, alt, className, onError, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        data-slot="image-placeholder"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <Wheat aria-hidden className="size-1/3 max-h-12 max-w-12" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      data-slot="image"
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
