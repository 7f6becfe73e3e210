import SettingsTab from '@dhanya/admin/features/settings/settings-tab';
import { defaultShopSettings, paths } from '@dhanya/api';
import { contentHandlers, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';

const slow = { timeout: 5000 };

/** Every write the tab sent (method, path, bearer, body), before the demo handlers answer it. */
let writes: { method: string; path: string; auth: string | null; body: unknown }[] = [];
const recordWrites = http.all('/api/*', async ({ request }) => {
  if (request.method !== 'GET') {
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      body: await request.clone().json(),
    });
  }
  return undefined;
});
/** The content group with the recorder first, then one-off handlers, then the demo ones. */
const content = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...mockHandlers(), content: [recordWrites, ...first, ...contentHandlers()] } },
});

type Canvas = ReturnType<typeof within>;
const settingsForm = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Stock' }, slow));
const thresholdField = (form: Canvas) => form.getByRole('textbox', { name: 'Low-stock threshold' });

const meta = {
  title: 'Admin/Tabs/Settings',
  tags: ['!autodocs'],
  component: SettingsTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes = [];
    return pageSetup(context);
  },
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof SettingsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByText('Loading settings…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    ...served('error'),
    docs: { description: { story: 'The settings cannot be loaded: nothing to edit, and a way to try again.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cannot load the settings', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.queryByRole('form', { name: 'Stock' })).toBeNull();
  },
};

export const Populated: Story = {
  parameters: {
    docs: { description: { story: 'A shop that never saved its settings: a pack below 5 is flagged.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await expect(thresholdField(form)).toHaveValue('5');
    await expect(thresholdField(form)).toHaveAccessibleDescription(
      'A pack with fewer left than this is flagged in the products list. 0 flags only sold-out packs.',
    );
  },
};

export const Saved: Story = {
  parameters: {
    ...content(),
    docs: { description: { story: 'Save sends the settings with the bearer token: "Settings saved".' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await userEvent.clear(thresholdField(form));
    await userEvent.type(thresholdField(form), ' 12 ');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await toast('Settings saved', 'success');
    await expect(writes).toEqual([
      {
        method: 'PUT',
        path: paths.shopSettings,
        auth: expect.stringMatching(/^Bearer \S+/),
        body: { ...defaultShopSettings, lowStockThreshold: 12 },
      },
    ]);
    await expect(mockData.settings.lowStockThreshold).toBe(12);
    await expect(thresholdField(form)).toHaveValue('12');
    await expect(form.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  },
};

export const Refused: Story = {
  name: 'Refused value',
  parameters: {
    ...content(),
    docs: { description: { story: 'A threshold the server would refuse is named on its field; nothing is sent.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    const field = thresholdField(form);
    for (const typed of ['2.5', '-1', 'five', ' ']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(/^Low-stock threshold must be a whole number from 0 to 10,000/),
      );
      await expect(field).toHaveFocus();
    }
    await expect(field).toBeInvalid();
    await expect(writes).toEqual([]);
  },
};

export const SaveFails: Story = {
  name: 'Save failed',
  parameters: {
    ...content(
      http.put(paths.shopSettings, () => HttpResponse.json({ msg: 'Settings could not be stored' }, { status: 400 })),
    ),
    docs: { description: { story: 'A failed save says so, with the server’s reason, and keeps what was typed.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await userEvent.clear(thresholdField(form));
    await userEvent.type(thresholdField(form), '20');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await toast('Saving failed', 'error');
    await expect(form.getByRole('alert')).toHaveTextContent('Saving failed: Settings could not be stored');
    await expect(thresholdField(form)).toHaveValue('20');
    await expect(mockData.settings.lowStockThreshold).toBe(5);
  },
};
