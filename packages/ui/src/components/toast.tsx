import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '../lib/deferred-part';
import { useLabels } from '../provider/dhanya-provider';
import type { ToastEntry, ToastOptions } from './toast-options';
import type { LabelOverrides } from '../lib/labels';

export { type ToastEntry, type ToastOptions, type ToastTone } from './toast-options';

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast before its time is up. */
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

// Radix Toast is only fetched once a toast is about to be shown (see ToastProvider).
const viewportPart = deferredPart(() => import('./toast-viewport'));

/** Shows toasts from any component below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return api;
}

export type ToastLabels = {
  /** Each toast's close button. */
  close: string;
  /** Accessible name of the notifications region ("{hotkey}" becomes the shortcut, F8). */
  region: string;
  /** What a screen reader says before a toast's text as it is announced. */
  announcement: string;
};

const defaultLabels: ToastLabels = {
  close: 'Close',
  region: 'Notifications ({hotkey})',
  announcement: 'Notification',
};

export type ToastProviderProps = {
  /** The part of the app whose components may show toasts with `useToast()`. */
  children: React.ReactNode;
  /** Accessible name of the notifications region; `labels.region` by default. */
  label?: string | undefined;
  /** The toasts' texts, each defaulting to the spec's. */
  labels?: LabelOverrides<ToastLabels> | undefined;
  /** Extra classes for the viewport, e.g. a larger bottom offset above a mobile bottom bar. */
  viewportClassName?: string | undefined;
};

/**
 * Holds the open toasts and renders them in a stack at the bottom centre of the screen; the
 * Radix code that shows them is fetched on the first touch or key press (or toast).
 * A closed toast is removed from state at once, so showing the same message again always
 * starts a fresh toast with its full time (HOME-40); an identical toast still on screen is
 * replaced rather than doubled.
 */
export function ToastProvider({ children, label, labels: labelOverrides, viewportClassName }: ToastProviderProps) {
  const labels = useLabels('Toast', defaultLabels, labelOverrides);
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
  const viewport = useDeferredPart(viewportPart, toasts.length > 0);
  usePreloadOnFirstInteraction(viewportPart);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {viewport && (
        <viewport.ToastViewport
          toasts={toasts}
          dismiss={dismiss}
          closeLabel={labels.close}
          announcement={labels.announcement}
          label={label ?? labels.region}
          viewportClassName={viewportClassName}
        />
      )}
    </ToastContext.Provider>
  );
}
