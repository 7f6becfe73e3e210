import { expect, screen, waitFor } from 'storybook/test';

/** The open checkout dialog once it has faded in (Radix portals it out of the canvas). */
export async function findCheckoutDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
