import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

/** A panel that slides in from an edge: the mobile navigation drawer. Built on Radix Dialog. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 bg-surface shadow-xl overflow-y-auto', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 h-full w-[85%] max-w-sm motion-safe:data-[state=open]:animate-[dh-slide-in-left_200ms_ease-out]',
      right:
        'inset-y-0 right-0 h-full w-[85%] max-w-sm motion-safe:data-[state=open]:animate-[dh-slide-in-right_200ms_ease-out]',
    },
  },
  defaultVariants: { side: 'left' },
});

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Its texts, each defaulting to the spec's. */
    labels?: LabelOverrides<SheetContentLabels> | undefined;
  };

export type SheetContentLabels = {
  /** The corner close button's accessible name. */
  close: string;
};

const defaultLabels: SheetContentLabels = { close: 'Close menu' };

/**
 * A panel that slides in from a side of the screen (the mobile menu), with focus kept inside until
 * it closes.
 */
export function SheetContent({ side, className, children, labels, ...props }: SheetContentProps) {
  const { close } = useLabels('SheetContent', defaultLabels, labels);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'left'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="sheet-close"
          className="absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-5" />
          <span className="sr-only">{close}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
