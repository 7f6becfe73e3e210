import type { EarlyEntry } from './early-input-types';

/**
 * Once the page is hydrated, hands what the shopper did before (capture.ts) to the code that
 * answers it. Called from the hydration's own effects: each field typed into tells React its
 * text at once, before the first render after hydration could put React's (empty) state back
 * into it, and each select chosen in its choice; a task later, once the stored session and carts are read, each held event is
 * dispatched again, in order, on the element it was meant for. Runs once; safe when nothing
 * was held.
 */
export function replayEarlyInput(): void {
  const early = window.dhanyaEarlyInput;
  if (!early) return;
  const { entries, hovered } = early.release();
  const edited = new Set(entries.flatMap((entry) => (entry.kind === 'edited' ? [entry.target] : [])));
  for (const field of edited) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) announceChoice(field);
    else announceTypedText(field);
  }
  // A task later, once the stored session and carts are read.
  setTimeout(() => void replayHeld(entries, hovered), 0);
}

/** How long a held tap waits for its control to stop being busy (a cart being read). */
const busyWaitMs = 10_000;

async function replayHeld(entries: EarlyEntry[], hovered: Element | null) {
  for (const entry of entries) {
    if (entry.kind === 'event' && (await stillMeant(entry))) replayEvent(entry);
  }
  // The mouse still resting on a menu tab opens it, as moving onto it would have.
  if (hovered?.isConnected && hovered.matches(':hover')) {
    const init = { bubbles: true, cancelable: true, composed: true, pointerType: 'mouse', isPrimary: true };
    hovered.dispatchEvent(new PointerEvent('pointerover', init));
    hovered.dispatchEvent(new PointerEvent('pointermove', init));
  }
}

/**
 * Whether the held event's control can take it as the shopper meant it: still on the page,
 * no longer disabled (it is waited for while busy), and saying what it said when tapped. An
 * "Add to Cart" that turned out to be "Remove from Cart" once the cart was read is left alone.
 */
async function stillMeant({ type, control, label }: Extract<EarlyEntry, { kind: 'event' }>): Promise<boolean> {
  if (type === 'submit') return control.isConnected;
  const until = Date.now() + busyWaitMs;
  while (control.matches(':disabled') && control.isConnected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const says = control.getAttribute('aria-label') ?? control.textContent ?? '';
  return control.isConnected && !control.matches(':disabled') && says === label;
}

/** On the element tapped, or on its control when that part of it was redrawn (a busy spinner). */
function replayEvent({ type, target, control, init, submitter }: Extract<EarlyEntry, { kind: 'event' }>) {
  if (type === 'submit') (control as HTMLFormElement).requestSubmit(submitter?.isConnected ? submitter : null);
  else (target.isConnected ? target : control).dispatchEvent(newEvent(type, init));
}

function newEvent(type: string, init: EventInit): Event {
  if (type.startsWith('pointer')) return new PointerEvent(type, init);
  if (type.startsWith('key')) return new KeyboardEvent(type, init);
  return new MouseEvent(type, init);
}

/**
 * React hydrates a field with the text already in it as the value it last saw, so it never
 * learns of letters typed before then, and its next render would put its own (empty) state
 * back. Setting the field through React's value tracker to what the server rendered, then
 * the typed text through the browser's own setter, makes the `input` event below a change
 * React hands to the field's `onChange` (what Testing Library's `fireEvent.change` does).
 */
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement) {
  const text = field.value;
  if (text === field.defaultValue) return;
  const { selectionStart, selectionEnd } = field;
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Fields without a caret (email, number) answer null.
  if (focused && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
}

/** A select chosen in before hydration: its `onChange` hears of the choice (a list's sort). */
function announceChoice(select: HTMLSelectElement) {
  const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
  if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
}
