/**
 * Ends the current task: the browser may paint and answer a tap before the next piece of
 * start-up work, and no single task grows long (Total Blocking Time counts the long ones).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
