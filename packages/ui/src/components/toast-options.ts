// What a toast is, shared by the provider and its viewport (fetched later, see toast.tsx).

/** The spec's general toast time: a toast closes itself after 3000 ms unless told otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

export type ToastOptions = {
  title: React.ReactNode;
  description?: React.ReactNode | undefined;
  tone: ToastTone;
  /** How long this toast stays before closing itself; defaults to DEFAULT_TOAST_DURATION_MS. */
  durationMs?: number | undefined;
};

export type ToastEntry = ToastOptions & { id: string };
