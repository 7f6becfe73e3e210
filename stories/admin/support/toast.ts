import { expect, screen, waitFor } from 'storybook/test';

/**
 * The newest toast with this title, once it has faded in, and its tone. Re-queried on every
 * try: an earlier toast with the same text may still be leaving the page.
 */
export async function toast(text: string, tone: 'success' | 'error') {
  let title: HTMLElement | undefined;
  await waitFor(
    () => {
      title = screen.getAllByText(text, { selector: '[data-slot="toast-title"]' }).at(-1);
      expect(title).toBeVisible();
    },
    { timeout: 5000 },
  );
  await expect(title!.closest('[data-slot="toast"]')).toHaveAttribute('data-tone', tone);
  return title!;
}
