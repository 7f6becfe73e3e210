/** Radix toasts close on a timer, which their viewport pauses on these events. */
export const toastViewport = '[data-slot="toast-viewport"]';

const tellToastViewports = (event: 'toast.viewportPause' | 'toast.viewportResume') =>
  document.querySelectorAll(toastViewport).forEach((viewport) => viewport.dispatchEvent(new CustomEvent(event)));

export const pauseToasts = () => tellToastViewports('toast.viewportPause');
export const resumeToasts = () => tellToastViewports('toast.viewportResume');
