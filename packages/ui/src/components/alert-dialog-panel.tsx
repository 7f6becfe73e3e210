import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import { useLabels } from '../provider/dhanya-provider';
import type { AlertDialogLabels, AlertDialogProps } from './alert-dialog';
import { buttonVariants } from './button';

const defaultLabels: AlertDialogLabels = { confirm: 'OK', cancel: 'Cancel' };

/** The Radix alert dialog behind AlertDialog, fetched only once the page is in use. */
export function AlertDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  showCancel = true,
  labels: labelOverrides,
  onConfirm,
  onCancel,
  destructive = false,
}: AlertDialogProps) {
  const labels = useLabels('AlertDialog', defaultLabels, labelOverrides);
  // Opened without a trigger: focus goes back to the button that opened it.
  const returnFocus = useReturnFocus();
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="alert-dialog-overlay"
          className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in"
        />
        <AlertDialogPrimitive.Content
          data-slot="alert-dialog-content"
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            // Radix focuses the Cancel button; a plain alert has none, so focus its only button.
            if (!showCancel) {
              event.preventDefault();
              actionRef.current?.focus({ preventScroll: true });
            }
          }}
          // Escape declines, like the Cancel button (an alert dialog never closes on outside clicks).
          onEscapeKeyDown={() => onCancel?.()}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-card bg-surface p-6 shadow-xl motion-safe:data-[state=open]:animate-fade-in"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-foreground">
            {title}
          </AlertDialogPrimitive.Title>
          {description ? (
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialogPrimitive.Description>
          ) : (
            <AlertDialogPrimitive.Description className="sr-only">{title}</AlertDialogPrimitive.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {showCancel && (
              <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }))} onClick={onCancel}>
                {labels.cancel}
              </AlertDialogPrimitive.Cancel>
            )}
            <AlertDialogPrimitive.Action
              ref={actionRef}
              className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'primary' }))}
              onClick={onConfirm}
            >
              {labels.confirm}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
