import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

export type IconButtonProps = Omit<ButtonProps, 'size'> & {
  /** Accessible name, also shown as the tooltip unless `tooltip` says otherwise. */
  label: string;
  /** The tooltip's content instead of `label`; `false` shows none. */
  tooltip?: React.ReactNode | false | undefined;
  /** `md` (the default) is 44 px square, `sm` 36 px. */
  size?: 'sm' | 'md' | undefined;
};

/**
 * A square icon-only button with an accessible name and a tooltip (needs a TooltipProvider).
 * Children are the icon, or with `asChild` a link element wrapping the icon.
 */
export function IconButton({ label, tooltip, variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  const button = (
    <Button
      data-slot="icon-button"
      aria-label={label}
      variant={variant}
      size="icon"
      className={cn(size === 'sm' && 'size-9', className)}
      {...props}
    />
  );
  if (tooltip === false) return button;
  return <Tooltip content={tooltip ?? label}>{button}</Tooltip>;
}
