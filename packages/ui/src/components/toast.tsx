import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';

/** The spec's general toast time: a toast closes itself after 3000 ms unless told otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

export type ToastOptions = {
  title: React.ReactNode;
  description?: React.ReactNode;
  tone: ToastTone;
  /** How long this toast stays before closing itself; defaults to DEFAULT_TOAST_DURATION_MS. */
  durationMs?: number;
};

type ToastEntry = ToastOptions & { id: string };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast before its time is up. */
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from any component below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return api;
}

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-card p-4 shadow-lg outline-none motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]',
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

export type ToastProviderProps = {
  children: React.ReactNode;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Accessible name of the notifications region ("{hotkey}" becomes the shortcut, F8). */
  label?: string;
  /** Extra classes for the viewport, e.g. a larger bottom offset above a mobile bottom bar. */
  viewportClassName?: string;
};

/**
 * Holds the open toasts and renders them in a stack at the bottom centre of the screen.
 * A closed toast is removed from state at once, so showing the same message again always
 * starts a fresh toast with its full time (HOME-40); an identical toast still on screen is
 * replaced rather than doubled.
 */
export function ToastProvider({
  children,
  closeLabel = 'Close',
  label = 'Notifications ({hotkey})',
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [
      ...current.filter(
        (entry) =>
          entry.title !== options.title || entry.description !== options.description || entry.tone !== options.tone,
      ),
      { ...options, id },
    ]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={DEFAULT_TOAST_DURATION_MS} swipeDirection="down">
        {children}
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
    </ToastContext.Provider>
  );
}
