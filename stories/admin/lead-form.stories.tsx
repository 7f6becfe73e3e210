import LeadFormTab from '@dhanya/admin/features/leads/lead-form-tab';
import { paths } from '@dhanya/api';
import { fixtures, messageHandlers, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';
import { requestsIdle } from '../support/story-requests';

const slow = { timeout: 5000 };

/** Every write the tab sent (method, path, JSON body), before the demo handlers answer it. */
let writes: { method: string; path: string; body?: unknown }[] = [];
const recordWrites = http.all('/api/*', async ({ request }) => {
  if (request.method === 'GET') return undefined;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  writes.push({ method: request.method, path: new URL(request.url).pathname, ...(body ? { body } : {}) });
  return undefined;
});
/** The messages group with the recorder first, then one-off handlers, then the demo ones. */
const messages = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...mockHandlers(), messages: [recordWrites, ...first, ...messageHandlers()] } },
});

type Canvas = ReturnType<typeof within>;
/** The leads table once its rows have arrived (it shows placeholder rows while loading). */
async function table(canvas: Canvas) {
  const leads = await canvas.findByRole('table', { name: 'Leads' }, slow);
  await waitFor(() => expect(leads).not.toHaveAttribute('aria-busy'), slow);
  return within(leads);
}
const row = async (canvas: Canvas, name: string) =>
  within((await (await table(canvas)).findByRole('cell', { name }, slow)).closest('tr')!);

const meta = {
  title: 'Admin/Tabs/Lead Form',
  tags: ['!autodocs'],
  component: LeadFormTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes = [];
    return pageSetup(context);
  },
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof LeadFormTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lead Form' })).toBeVisible();
    await expect(await canvas.findByText('Loading leads…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { ...served('empty'), docs: { description: { story: 'Shows "No leads yet."' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No leads yet.', {}, slow)).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['req:ADMIN-41'],
  parameters: { ...served('error'), docs: { description: { story: 'A failed lead list shows the server message.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong. Please try again.', {}, slow)).toBeVisible();
  },
};

export const ErrorWithoutMessage: Story = {
  name: 'Error without message',
  tags: ['req:ADMIN-41'],
  parameters: {
    ...messages(http.get(paths.leads, () => new HttpResponse(null, { status: 500 }))),
    docs: { description: { story: 'A failed lead list without a message says "Operation failed".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Operation failed', {}, slow)).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-39'],
  parameters: { docs: { description: { story: 'Name, email, phone and message columns, and Edit on each row.' } } },
  play: async ({ canvas }) => {
    const leads = await table(canvas);
    const headers = leads.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'Message']);
    await expect(leads.getAllByRole('row')).toHaveLength(fixtures.leads.length + 1);
    for (const lead of fixtures.leads) {
      const cells = await row(canvas, lead.name);
      await expect(cells.getByRole('cell', { name: lead.email })).toBeVisible();
      if (lead.phone) await expect(cells.getByRole('cell', { name: lead.phone })).toBeVisible();
      if (lead.message) await expect(cells.getByText(lead.message)).toBeVisible();
      await expect(cells.getByRole('button', { name: `Edit ${lead.name}` })).toHaveTextContent('Edit');
    }
  },
};

export const Edit: Story = {
  tags: ['req:ADMIN-40', 'req:ADMIN-44'],
  parameters: {
    ...messages(),
    docs: { description: { story: 'Edit opens a pre-filled dialog; saving updates the row.' } },
  },
  play: async ({ canvas }) => {
    const lead = fixtures.leads[1]!;
    await userEvent.click((await row(canvas, lead.name)).getByRole('button', { name: `Edit ${lead.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit lead' }));
    const field = (name: string) => dialog.getByRole('textbox', { name }) as HTMLInputElement;
    await expect(field('Name')).toHaveValue(lead.name);
    await expect(field('Email')).toHaveValue(lead.email);
    await expect(field('Phone')).toHaveValue(lead.phone);
    await expect(field('Message')).toHaveValue(lead.message);

    // Name and email are required: the browser refuses, nothing is sent.
    await userEvent.clear(field('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(field('Name').validity.valueMissing).toBe(true);
    await userEvent.type(field('Name'), 'Arjun M.');
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(field('Email').validity.typeMismatch).toBe(true);
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'arjun@school.example.in');
    await userEvent.type(field('Phone'), '98450 12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await toast('Lead updated', 'success');
    const sent = { name: 'Arjun M.', email: 'arjun@school.example.in', phone: '98450 12345', message: lead.message };
    await expect(writes).toEqual([{ method: 'PUT', path: paths.updateLead(lead._id), body: sent }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = await row(canvas, 'Arjun M.');
    await expect(updated.getByRole('cell', { name: 'arjun@school.example.in' })).toBeVisible();
    await expect(updated.getByRole('cell', { name: '98450 12345' })).toBeVisible();
    await expect(mockData.leads[1]).toMatchObject(sent);
  },
};

export const EditFails: Story = {
  name: 'Edit failed',
  tags: ['req:ADMIN-41'],
  parameters: {
    ...messages(http.put(paths.updateLead.route, () => HttpResponse.json({}, { status: 500 }))),
    docs: { description: { story: 'A failed edit shows "Operation failed" and keeps the dialog open.' } },
  },
  play: async ({ canvas }) => {
    const lead = fixtures.leads[0]!;
    await userEvent.click((await row(canvas, lead.name)).getByRole('button', { name: `Edit ${lead.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit lead' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' Iyer');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await toast('Operation failed', 'error');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${lead.name} Iyer`);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await expect(mockData.leads[0]!.name).toBe(lead.name);
  },
};

export const Delete: Story = {
  tags: ['req:ADMIN-44'],
  parameters: {
    ...messages(),
    docs: { description: { story: 'Delete asks first: declining sends nothing, confirming removes the lead.' } },
  },
  play: async ({ canvas }) => {
    const lead = fixtures.leads[2]!;
    await userEvent.click((await row(canvas, lead.name)).getByRole('button', { name: `Delete ${lead.name}` }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this lead?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.click((await row(canvas, lead.name)).getByRole('button', { name: `Delete ${lead.name}` }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this lead?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await toast('Lead deleted', 'success');
    await expect(writes).toEqual([{ method: 'DELETE', path: paths.deleteLead(lead._id) }]);
    const leads = await table(canvas);
    await waitFor(() => expect(leads.queryByRole('cell', { name: lead.name })).toBeNull());
    await expect(mockData.leads.map((candidate) => candidate._id)).toEqual(['lead-1', 'lead-2']);
  },
};

export const DeleteFails: Story = {
  name: 'Delete failed',
  tags: ['req:ADMIN-44', 'req:ADMIN-41'],
  parameters: {
    ...messages(http.delete(paths.deleteLead.route, () => HttpResponse.json({ msg: 'Admins only' }, { status: 403 }))),
    docs: { description: { story: 'A failed delete shows the server message and keeps the row.' } },
  },
  play: async ({ canvas }) => {
    const lead = fixtures.leads[0]!;
    await userEvent.click((await row(canvas, lead.name)).getByRole('button', { name: `Delete ${lead.name}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await toast('Admins only', 'error');
    await expect((await table(canvas)).getByRole('cell', { name: lead.name })).toBeVisible();
  },
};
