const NEXT_KEYS = ['ArrowRight', 'ArrowDown', 'Home'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp', 'End'];

/**
 * Moves focus among `items` for an arrow key (to the next or previous one, not wrapping),
 * Home (the first) or End (the last), as Radix NavigationMenu's focus groups do. Answers
 * whether the key was one of those.
 */
export function moveFocusAmong(items: HTMLElement[], current: Element, key: string): boolean {
  const forward = NEXT_KEYS.includes(key);
  if (!forward && !PREVIOUS_KEYS.includes(key)) return false;
  const ordered = forward ? items : [...items].reverse();
  const candidates =
    key === 'Home' || key === 'End' ? ordered : ordered.slice(ordered.indexOf(current as HTMLElement) + 1);
  candidates[0]?.focus();
  return true;
}

/** The links a panel's arrow keys move between, in document order. */
export function linksIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>('a[href]')];
}
