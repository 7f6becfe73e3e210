import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The main line, in bold, e.g. "No products found". */
  title: React.ReactNode;
  /** A muted line of detail under the title. */
  description?: React.ReactNode | undefined;
  /** A picture above the title, e.g. a lucide icon; decorative, hidden from screen readers. */
  icon?: React.ReactNode | undefined;
  /** A call to action, e.g. a Button link. */
  action?: React.ReactNode | undefined;
};

/**
 * What a list shows when it has nothing: an icon, a title, an optional text and an optional
 * action.
 */
export function EmptyState({ title, description, icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon && (
        <div aria-hidden className="text-muted-foreground [&_svg]:size-10">
          {icon}
        </div>
      )}
      <p className="text-base font-semibold text-foreground">{title}</p>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
