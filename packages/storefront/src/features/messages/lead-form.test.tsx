// The home page's lead form brings its code (react-hook-form, the schema, zod) when first used,
// not with the page (issue 35). These hold that code on its way, as a slow network does, and
// prove a visitor who types and sends meanwhile loses nothing. The failed fetch comes first: a
// module that has arrived stays loaded for the file's later tests, as in a browser.
import { ToastProvider } from '@dhanya/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { catalogue as english } from '../../locales/en';
import { LocaleProvider } from '../../shared/locale';
import { LeadForm } from './lead-form';

const code = vi.hoisted(() => {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  return {
    /** The schema's module, held until `arrive()`; `fail()` answers as a lost network does. */
    held: Promise.resolve(),
    hold() {
      this.held = new Promise<void>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      });
    },
    arrive: () => arrive(),
    fail: (error: Error) => fail(error),
  };
});
vi.mock('./lead-resolver', async (importOriginal) => {
  await code.held;
  return importOriginal();
});

const sent: unknown[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json(
        { msg: 'Lead saved', lead: { _id: 'l1', name: 'x', email: 'x@example.com' } },
        { status: 201 },
      );
    }),
  );
});
afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <ToastProvider>
      <LocaleProvider locale="en" catalogue={english}>
        <LeadForm aria-label="Get in Touch" />
      </LocaleProvider>
    </ToastProvider>,
  );
  return screen.getByRole('form', { name: 'Get in Touch' });
}
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('a send whose code cannot come says so and keeps what was typed', async () => {
  code.hold();
  renderForm();
  const user = userEvent.setup();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  code.fail(new TypeError('Failed to fetch dynamically imported module'));

  expect(await screen.findByText('Failed to submit. Please try again.')).toBeInTheDocument();
  expect(field('Name')).toHaveValue('Asha Rao');
  expect(sent).toEqual([]);
});

test('[HOME-35] [HOME-38] typed and sent before the form’s code has come: sent with every letter once it has', async () => {
  code.hold();
  renderForm();
  const user = userEvent.setup();
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  const button = screen.getByRole('button', { name: 'Submitting...' });
  expect(button).toBeDisabled();
  // Still typing while the code comes: the phone's digits count too.
  await user.type(field('Phone'), '98450');
  expect(sent).toEqual([]);

  code.arrive();
  expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'Asha Rao', email: 'asha@example.com', phone: '98450', message: '' }]);
  for (const name of ['Name', 'Email', 'Phone', 'Message']) expect(field(name)).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test("[HOME-37] the schema's message shows on its field once the code has come, and nothing is sent", async () => {
  renderForm();
  const user = userEvent.setup();
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Phone'), 'call me');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Phone may contain only digits, spaces, +, - and brackets')).toBeInTheDocument();
  expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Phone')).toHaveFocus();
  expect(sent).toEqual([]);

  await user.clear(field('Phone'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(sent).toHaveLength(1));
});
