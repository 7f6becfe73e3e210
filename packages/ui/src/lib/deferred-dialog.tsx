import { Slot } from '@radix-ui/react-slot';
import { useId, useRef } from 'react';
import { type DeferredPart, preload, useDeferredPart } from './deferred-part';
import { useControllableState } from './use-controllable-state';

type DeferredDialogOptions = {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
};

/**
 * The open state of a dialog whose panel is a deferred part, with what its opener and its
 * panel share: the id the opener's `aria-controls` names and the opener itself, to give
 * focus back to on close, as Radix's Dialog.Trigger does. Controlled (`open`) or not.
 */
export function useDeferredDialog<T>(
  part: DeferredPart<T>,
  { open: openProp, defaultOpen = false, onOpenChange }: DeferredDialogOptions,
) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const contentId = useId();
  const openerRef = useRef<HTMLElement>(null);
  const panel = useDeferredPart(part, open);
  return { open, setOpen, contentId, openerRef, panel, onIntent: () => preload(part) };
}

/** What a panel needs from useDeferredDialog to stand in for a Radix Dialog with a trigger. */
export type DeferredDialogPanelProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with `false` when something in the panel closes the dialog (Escape, a close button…). */
  onOpenChange: (open: boolean) => void;
  /** The id the panel's content must carry: the opener's `aria-controls` names it. */
  contentId: string;
  /** The element that opened the dialog, to give focus back to when it closes. */
  openerRef: React.RefObject<HTMLElement | null>;
};

/** Gives focus back to the opener when the panel closes (a panel without one loses it, as in Radix). */
export function returnFocusTo(openerRef: React.RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    openerRef.current?.focus();
  };
}

type DialogOpenerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  openerRef: React.RefObject<HTMLElement | null>;
  /** Called on hover and focus: a sign the dialog may soon be opened. */
  onIntent: () => void;
  /** The button (or any element that accepts a ref) that opens the dialog. */
  children: React.ReactElement;
};

/**
 * The child as Radix's Dialog.Trigger would render it (`asChild`), without Radix: the panel
 * is fetched on hover or focus, so it is usually there by the click that opens it.
 */
export function DialogOpener({ open, onOpenChange, contentId, openerRef, onIntent, children }: DialogOpenerProps) {
  return (
    <Slot
      ref={openerRef}
      // What Radix's trigger gives its child too; Slot's props are typed for any element.
      {...({ type: 'button' } as React.HTMLAttributes<HTMLElement>)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={(event: React.MouseEvent) => {
        if (!event.defaultPrevented) onOpenChange(!open);
      }}
    >
      {children}
    </Slot>
  );
}
