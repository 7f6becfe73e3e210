import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { LeadForm } from './lead-form';

let bodies: unknown[] = [];

function serve(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ msg: status < 300 ? 'ok' : 'Nope' }), { status });
    }),
  );
}

function renderForm() {
  render(
    <AppProviders swr={{ provider: () => new Map() }}>
      <LeadForm aria-label="Get in Touch" />
    </AppProviders>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const toastTitle = (text: string) => screen.queryByText(text, { selector: '[data-slot="toast-title"]' });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  const values = { Name: 'Asha Rao', Email: 'asha@example.com', Phone: '9845012345', Message: 'Bulk ragi, please.' };
  for (const [name, value] of Object.entries(values)) {
    // user-event keeps its own idea of a field's value, which form.reset() does not touch.
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  bodies = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

// Typing every character through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

test('[HOME-37] [HOME-38] sends the four fields, then clears them and says so', async () => {
  serve(201);
  const user = userEvent.setup();
  renderForm();
  await fillAndSubmit(user);
  await waitFor(() => expect(toastTitle('Message sent successfully!')).not.toBeNull());
  expect(bodies).toEqual([
    { name: 'Asha Rao', email: 'asha@example.com', phone: '9845012345', message: 'Bulk ragi, please.' },
  ]);
  for (const name of ['Name', 'Email', 'Phone', 'Message']) expect(field(name)).toHaveValue('');
  expect(toastTitle('Message sent successfully!')!.closest('[data-slot="toast"]')).toHaveAttribute(
    'data-tone',
    'success',
  );
});

test('[HOME-39] a failure keeps the values and shows the red toast', async () => {
  serve(500);
  const user = userEvent.setup();
  renderForm();
  await fillAndSubmit(user);
  await waitFor(() => expect(toastTitle('Failed to submit. Please try again.')).not.toBeNull());
  expect(toastTitle('Failed to submit. Please try again.')!.closest('[data-slot="toast"]')).toHaveAttribute(
    'data-tone',
    'error',
  );
  expect(field('Name')).toHaveValue('Asha Rao');
  expect(field('Message')).toHaveValue('Bulk ragi, please.');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('[HOME-40] a closed toast is reset: the next submission shows a fresh one', async () => {
  serve(201);
  const user = userEvent.setup();
  renderForm();
  await fillAndSubmit(user);
  await waitFor(() => expect(toastTitle('Message sent successfully!')).not.toBeNull());
  // Closed from the keyboard (jsdom has no pointer capture for a click on the swipeable toast).
  screen.getByRole('button', { name: 'Close' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(toastTitle('Message sent successfully!')).toBeNull());
  await fillAndSubmit(user);
  await waitFor(() => expect(toastTitle('Message sent successfully!')).not.toBeNull());
  expect(bodies).toHaveLength(2);
});

test('[HOME-40] the toast closes itself about 3000 ms after it opens, and a new one gets its full time', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    serve(201);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    for (let round = 0; round < 2; round++) {
      await fillAndSubmit(user);
      await waitFor(() => expect(toastTitle('Message sent successfully!')).not.toBeNull());
      await act(() => vi.advanceTimersByTimeAsync(2500));
      expect(toastTitle('Message sent successfully!')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(toastTitle('Message sent successfully!')).toBeNull();
    }
  } finally {
    vi.useRealTimers();
  }
});
