import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { DEFAULT_TOAST_DURATION_MS, type ToastEntry, type ToastTone } from './toast-options';

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-card p-4 shadow-lg outline-none motion-safe:data-[state=open]:animate-[dh-fade-in_200ms_ease-out]',
  {
    variants: {
      tone: {
        success: 'bg-success text-white',
        error: 'bg-error text-white',
        info: 'bg-primary text-primary-foreground',
      },
    },
  },
);

const toneIcons = { success: CircleCheck, error: CircleAlert, info: Info } satisfies Record<ToastTone, unknown>;

type ToastViewportProps = {
  toasts: ToastEntry[];
  dismiss: (id: string) => void;
  closeLabel: string;
  /** Read before each toast as it is announced (Radix Toast's provider `label`). */
  announcement: string;
  label: string;
  viewportClassName?: string | undefined;
};

/** The open toasts, stacked at the bottom centre of the screen (Radix Toast). */
export function ToastViewport({
  toasts,
  dismiss,
  closeLabel,
  announcement,
  label,
  viewportClassName,
}: ToastViewportProps) {
  return (
    <ToastPrimitive.Provider duration={DEFAULT_TOAST_DURATION_MS} swipeDirection="down" label={announcement}>
      {toasts.map(({ id, title, description, tone, durationMs }) => {
        const Icon = toneIcons[tone];
        return (
          <ToastPrimitive.Root
            key={id}
            data-slot="toast"
            data-tone={tone}
            type={tone === 'error' ? 'foreground' : 'background'}
            duration={durationMs ?? DEFAULT_TOAST_DURATION_MS}
            onOpenChange={(open) => {
              if (!open) dismiss(id);
            }}
            className={toastVariants({ tone })}
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
                {title}
              </ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description data-slot="toast-description" className="text-sm">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              data-slot="toast-close"
              aria-label={closeLabel}
              className="-m-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-white/15"
            >
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={label}
        className={cn(
          // Bottom centre, clear of the home indicator on phones; above dialogs (z-50), since a
          // toast may report on an action taken inside one.
          'fixed bottom-0 left-1/2 z-[100] flex max-h-dvh w-full max-w-[420px] -translate-x-1/2 flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none',
          viewportClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
