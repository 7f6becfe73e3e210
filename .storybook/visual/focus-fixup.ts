/**
 * Chromium takes focus away from a control that becomes disabled, but only at its next
 * rendering update. A button that is disabled while its request runs ("Sign In" while
 * signing in) may be enabled again by a fast mocked response before that update: it then
 * keeps the focus, and its focus ring, in some runs and not in others. Blurring at once,
 * as the browser would a frame later, makes every run end in the same state.
 */
let observer: MutationObserver | undefined;

/** Idempotent: the setup file that calls it runs again for every story file. */
export function blurControlsWhenDisabled(): void {
  if (observer) return;
  observer = new MutationObserver((mutations) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !focused.matches(':disabled')) return;
    if (mutations.some((mutation) => mutation.target === focused)) focused.blur();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
}
