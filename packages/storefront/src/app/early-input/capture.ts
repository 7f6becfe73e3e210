import type { EarlyEntry, EarlyInput } from './early-input-types';

/**
 * The first script of every storefront page, inlined in its <head> (earlyInputScript): from
 * the first paint until the page is hydrated, it holds what the shopper does that only the
 * page's code can answer, and hands it to that code once it runs (replay.ts). What the
 * browser does by itself is left to it: following a link, typing, choosing in a select,
 * opening a <details>, sending a form that names its `action`.
 *
 * It is serialized with `Function.prototype.toString`, so it must not use anything from
 * outside its own body: not even a helper of this module.
 */
export function installEarlyInput(): void {
  const entries: EarlyEntry[] = [];
  const heldTypes = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup', 'submit'];
  const actedTypes = ['pointerdown', 'keydown', 'wheel', 'touchstart'];
  const marked = new Set<Element>();
  /** Controls the browser answers by itself (a text field keeps its typing; a link navigates). */
  const textField =
    'textarea,input:not([type=button],[type=submit],[type=reset],[type=image],[type=checkbox],[type=radio])';
  const nativeControl = 'a[href],label,select,summary,[contenteditable],' + textField;
  let hovered: Element | null = null;
  let released = false;

  /** Controls only the page's code answers. */
  const scriptedControl =
    'button,input,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],' +
    '[role=menuitem],[role=option],[role=combobox],[role=slider]';

  /** The control the page's code must answer, or null when the browser answers by itself. */
  const scriptedTarget = (event: Event, element: Element): Element | null => {
    // A form that names its `action` is answered by the server (the search box, the list filters).
    if (event.type === 'submit') return element.hasAttribute('action') ? null : element;
    const control = element.closest(nativeControl + ',' + scriptedControl);
    if (!control || control.matches(nativeControl)) return null;
    // A submit button of such a form: the browser sends it.
    const form = (control as HTMLButtonElement).form;
    const sends = form?.hasAttribute('action') && control.matches('button:not([type=button]),input[type=submit]');
    return sends ? null : control;
  };

  const hold = (event: Event) => {
    const element = event.target;
    const control = element instanceof Element ? scriptedTarget(event, element) : null;
    if (!control) return;
    // Nothing else hears it now; the hydrated page hears an equal event instead.
    event.stopImmediatePropagation();
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    const init: Record<string, unknown> = { bubbles: true, cancelable: true, composed: true };
    for (const key of [
      'clientX',
      'clientY',
      'screenX',
      'screenY',
      'button',
      'buttons',
      'detail',
      'pointerId',
      'pointerType',
      'isPrimary',
      'width',
      'height',
      'pressure',
      'key',
      'code',
      'location',
      'repeat',
      'ctrlKey',
      'shiftKey',
      'altKey',
      'metaKey',
    ]) {
      if (key in event) init[key] = (event as unknown as Record<string, unknown>)[key];
    }
    entries.push({
      kind: 'event',
      type: event.type,
      target: element as Element,
      control,
      label: control.getAttribute('aria-label') ?? control.textContent ?? '',
      init,
      submitter: (event as SubmitEvent).submitter,
    });
    if (event.type === 'click') {
      // It looks busy until the page answers it, instead of looking ready and doing nothing.
      control.setAttribute('data-early-input', 'held');
      marked.add(control);
    }
  };

  // A field typed into or a select chosen in: the browser keeps the text or choice.
  const edited = (event: Event) => {
    const field = event.target;
    if (field instanceof Element && field.matches(textField + ',select')) {
      entries.push({ kind: 'edited', target: field as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement });
    }
  };

  const hover = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'mouse') {
      hovered = event.type === 'pointerover' ? (event.target as Element) : null;
    }
  };

  const state: EarlyInput = {
    acted: false,
    release() {
      if (released) return { entries: [], hovered: null };
      released = true;
      for (const type of heldTypes) removeEventListener(type, hold, true);
      for (const type of actedTypes) removeEventListener(type, act, true);
      removeEventListener('input', edited, true);
      removeEventListener('change', edited, true);
      removeEventListener('pointerover', hover, true);
      removeEventListener('pointerout', hover, true);
      for (const control of marked) control.removeAttribute('data-early-input');
      return { entries: entries.splice(0), hovered };
    },
  };
  const act = () => {
    state.acted = true;
  };

  for (const type of heldTypes) addEventListener(type, hold, true);
  for (const type of actedTypes) addEventListener(type, act, { capture: true, passive: true });
  addEventListener('input', edited, true);
  addEventListener('change', edited, true);
  addEventListener('pointerover', hover, true);
  addEventListener('pointerout', hover, true);
  window.dhanyaEarlyInput = state;
}
