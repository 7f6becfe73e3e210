import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

export type SpinnerLabels = {
  /** The spinner's accessible text, when no `label` is given. */
  label: string;
};

const defaultLabels: SpinnerLabels = { label: 'Loading' };

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Accessible text (`labels.label` by default); pass an empty string when a visible label already says it. */
  label?: string | undefined;
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<SpinnerLabels> | undefined;
  /** `sm` 16 px, `md` (the default) 24 px, `lg` 40 px. */
  size?: 'sm' | 'md' | 'lg' | undefined;
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/**
 * A turning ring for work in progress, announced as a status unless its `label` is empty (when a
 * visible text already says it).
 */
export function Spinner({ label: ownLabel, labels, size = 'md', className, ...props }: SpinnerProps) {
  const texts = useLabels('Spinner', defaultLabels, labels);
  const label = ownLabel ?? texts.label;
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex shrink-0', className)}
      {...props}
    >
      <span
        className={cn(
          'animate-dh-spin rounded-full border-current border-r-transparent motion-reduce:animate-[dh-spin_2s_linear_infinite]',
          sizes[size],
        )}
      />
    </span>
  );
}
