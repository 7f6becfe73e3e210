import { Slot } from '@radix-ui/react-slot';
import { cn } from '../lib/cn';

/** A white surface that groups related content: a profile header, a form, a summary. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-border bg-surface py-6 text-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The top of a Card: its title and description. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Render the child element (an h2, say) so the heading level fits the page outline. */
  asChild?: boolean | undefined;
};

/** A Card's heading, an h3 unless `asChild` renders the child heading the page's outline needs. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold text-foreground', className)}
      {...props}
    />
  );
}

/** A line of muted text under a Card's title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The body of a Card. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

/** The bottom row of a Card, for its actions. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-3 px-6', className)} {...props} />;
}
