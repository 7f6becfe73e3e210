import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Tabs (Radix): a TabsList of TabsTriggers, each showing its TabsContent; the arrow keys move
 * between tabs.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex min-w-0 flex-col gap-4', className)} {...props} />;
}

/**
 * The row of tab buttons. It never wraps: with many tabs (the admin dashboard has nine) it
 * scrolls sideways on narrow screens, and the arrow keys move between tabs.
 */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full gap-1 self-start overflow-x-auto overscroll-x-contain rounded-card border border-border bg-surface p-1 [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

/** One tab of a TabsList. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-[calc(var(--dh-radius-card)-4px)] px-4 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
        'hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The panel a TabsTrigger shows. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('min-w-0', className)} {...props} />;
}
