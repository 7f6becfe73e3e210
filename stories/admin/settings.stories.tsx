import SettingsTab from '@dhanya/admin/features/settings/settings-tab';
import { defaultShopSettings, gstinCheckCharacter, paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';

/*
 * The demo shop's settings (fixtures.shopSettings): Dhanya Organics, a Karnataka business
 * with a GSTIN, paid by UPI, COD around Bengaluru, prepaid around Mysuru, a ₹5,000 COD limit,
 * a ₹199 minimum order and WhatsApp 9845012345; invoices numbered DH/…, new orders e-mailed
 * to orders@dhanya.example.
 */
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

/** A shop that never saved its settings. */
const neverSaved = () => {
  mockData.settings = structuredClone(defaultShopSettings);
};

type Canvas = ReturnType<typeof within>;
const settingsForm = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Shop settings' }, slow));
/** A text box or text area by its label. */
const field = (form: Canvas, label: string) => form.getByRole('textbox', { name: label });
const thresholdField = (form: Canvas) => field(form, 'Low-stock threshold');
const stateSelect = (form: Canvas) => form.getByRole('combobox', { name: 'State' });
const save = (form: Canvas) => userEvent.click(form.getByRole('button', { name: 'Save settings' }));

async function retype(form: Canvas, label: string, text: string) {
  await userEvent.clear(field(form, label));
  if (text) await userEvent.type(field(form, label), text);
}

/** The text in each field, by label, and the state chosen. */
async function expectFields(form: Canvas, values: Record<string, string>, state: string) {
  for (const [label, value] of Object.entries(values)) await expect(field(form, label)).toHaveValue(value);
  await expect(stateSelect(form)).toHaveTextContent(state);
}

/** The field's own message, focused, and nothing sent. */
async function expectRefused(form: Canvas, label: string, message: string) {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await waitFor(() => expect(field(form, label)).toHaveAccessibleDescription(new RegExp(`^${escaped}`)));
  await expect(field(form, label)).toBeInvalid();
  await expect(field(form, label)).toHaveFocus();
  await expect(writes).toEqual([]);
}

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
    await expect(canvas.queryByRole('form', { name: 'Shop settings' })).toBeNull();
  },
};

export const Populated: Story = {
  parameters: {
    docs: {
      description: { story: 'The demo shop’s settings, a section each: business, UPI, delivery, contact, stock.' },
    },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    for (const section of [
      'Business',
      'Invoices and e-mails',
      'UPI payments',
      'Delivery and COD',
      'Contact',
      'Stock',
    ]) {
      await expect(form.getByRole('group', { name: section })).toBeInTheDocument();
    }
    await expectFields(
      form,
      {
        'Legal name': 'Dhanya Organics Private Limited',
        GSTIN: '29AAGCB7383J1Z4',
        Address: '14, 2nd Cross, Jayanagar 4th Block\nBengaluru 560011',
        'Invoice prefix': 'DH',
        'Order e-mail': 'orders@dhanya.example',
        'UPI ID': 'dhanya.stores@okaxis',
        'Payee name': 'Dhanya Stores',
        'Cancel unpaid UPI orders after (hours)': '1',
        'Pincodes with cash on delivery': '560001-560099',
        'Pincodes paid online only': '570001-570030',
        'COD limit (₹)': '5000',
        'Minimum order (₹)': '199',
        'WhatsApp number': '9845012345',
        'Low-stock threshold': '5',
      },
      'Karnataka',
    );
    await expect(
      form.getByText('With both pincode lists empty, you deliver everywhere, with cash on delivery.'),
    ).toBeVisible();
    await expect(thresholdField(form)).toHaveAccessibleDescription(
      'A pack with fewer left than this is flagged in the products list. 0 flags only sold-out packs.',
    );
    await expect(field(form, 'Invoice prefix')).toHaveAccessibleDescription(
      '1 to 3 letters or digits. Invoice numbers look like DH/26-27/000123.',
    );
    await expect(field(form, 'Order e-mail')).toHaveAccessibleDescription(
      'New orders are e-mailed here; leave blank for none.',
    );
  },
};

/** The empty shop: captured at both widths, as every page's empty state is. */
export const Empty: Story = {
  beforeEach: neverSaved,
  parameters: {
    docs: { description: { story: 'A shop that never saved its settings: blank, no state, 24 hours, 5 left.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    const blank = [
      'Legal name',
      'GSTIN',
      'Address',
      'Order e-mail',
      'UPI ID',
      'Payee name',
      'COD limit (₹)',
      'Minimum order (₹)',
    ];
    await expectFields(
      form,
      {
        ...Object.fromEntries(blank.map((label) => [label, ''])),
        'Pincodes with cash on delivery': '',
        'Pincodes paid online only': '',
        'Invoice prefix': 'DH',
        'Cancel unpaid UPI orders after (hours)': '1',
        'Low-stock threshold': '5',
      },
      'Not chosen',
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
    await retype(form, 'Low-stock threshold', ' 12 ');
    await save(form);
    await toast('Settings saved', 'success');
    await expect(writes).toEqual([
      {
        method: 'PUT',
        path: paths.shopSettings,
        auth: expect.stringMatching(/^Bearer \S+/),
        body: { ...fixtures.shopSettings, lowStockThreshold: 12 },
      },
    ]);
    await expect(mockData.settings.lowStockThreshold).toBe(12);
    await expect(thresholdField(form)).toHaveValue('12');
    await expect(form.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  },
};

export const FilledIn: Story = {
  name: 'Filled in and saved',
  beforeEach: neverSaved,
  parameters: {
    ...content(),
    docs: {
      description: {
        story: 'A new shop fills in every section: what is sent is read as the server stores it, and shown so.',
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'Legal name', 'Dhanya Organics');
    await retype(form, 'GSTIN', '29aagcb7383j1z4');
    await userEvent.click(stateSelect(form));
    await userEvent.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await retype(form, 'UPI ID', 'Dhanya.Stores@okaxis');
    await retype(form, 'Payee name', 'Dhanya Stores');
    await retype(form, 'Pincodes with cash on delivery', '560001 - 560099, 562157');
    await retype(form, 'COD limit (₹)', '2500');
    await retype(form, 'WhatsApp number', '+91 98450 12345');
    await save(form);
    await toast('Settings saved', 'success');
    await expect(writes.map((write) => write.body)).toEqual([
      {
        ...defaultShopSettings,
        legalName: 'Dhanya Organics',
        gstin: '29AAGCB7383J1Z4',
        state: 'Karnataka',
        upiId: 'dhanya.stores@okaxis',
        upiPayeeName: 'Dhanya Stores',
        codPincodes: [
          { from: '560001', to: '560099' },
          { from: '562157', to: '562157' },
        ],
        codMaxOrder: 2500,
        whatsappNumber: '9845012345',
      },
    ]);
    await expect(field(form, 'Pincodes with cash on delivery')).toHaveValue('560001-560099, 562157');
    await expect(field(form, 'WhatsApp number')).toHaveValue('9845012345');
  },
};

export const InvoicesAndEmails: Story = {
  name: 'Invoice prefix and order e-mail',
  // The section is in the first screen at this width: the picture shows what was saved.
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    ...content(),
    docs: {
      description: {
        story:
          'The example invoice number follows the prefix as it is typed; the prefix is stored in capitals, the e-mail as given.',
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'Invoice prefix', 'ko');
    await expect(field(form, 'Invoice prefix')).toHaveAccessibleDescription(
      '1 to 3 letters or digits. Invoice numbers look like KO/26-27/000123.',
    );
    await retype(form, 'Order e-mail', ' Orders@KoramangalaGrains.in ');
    await save(form);
    await toast('Settings saved', 'success');
    await expect(writes.map((write) => write.body)).toEqual([
      { ...fixtures.shopSettings, invoicePrefix: 'KO', orderEmail: 'orders@koramangalagrains.in' },
    ]);
    await expect(field(form, 'Invoice prefix')).toHaveValue('KO');
    await expect(field(form, 'Order e-mail')).toHaveValue('orders@koramangalagrains.in');

    // A blank e-mail turns the "new order" e-mails off.
    await retype(form, 'Order e-mail', '');
    await save(form);
    await waitFor(() => expect(mockData.settings.orderEmail).toBe(''));
    await expect(field(form, 'Order e-mail')).toHaveValue('');
    // The store changes before its answer arrives: on a loaded machine the save is still busy.
    await waitFor(() => expect(form.getByRole('button', { name: 'Save settings' })).toBeEnabled(), slow);
  },
};

export const BadInvoiceSettings: Story = {
  name: 'Bad invoice prefix and e-mail',
  parameters: {
    ...content(),
    docs: {
      description: {
        story:
          'A prefix of more than 3 letters or digits, and an e-mail without a domain, are each named on their field.',
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'Invoice prefix', 'DH-1');
    await retype(form, 'Order e-mail', 'orders@');
    await save(form);
    await expectRefused(form, 'Invoice prefix', 'Invoice prefix must be 1 to 3 letters or digits');
    await expect(field(form, 'Order e-mail')).toHaveAccessibleDescription(/^Please enter a valid email address/);
    await expect(field(form, 'Order e-mail')).toBeInvalid();
    // Going on to the e-mail, where both messages are in sight.
    await userEvent.click(field(form, 'Order e-mail'));
  },
};

/** Karnataka's shop with a GSTIN registered in Maharashtra (27): valid, but not this shop's state. */
const maharashtraGstin = `27AAGCB7383J1Z${gstinCheckCharacter('27AAGCB7383J1Z')}`;

export const InvalidGstin: Story = {
  name: 'Invalid GSTIN',
  parameters: {
    ...content(),
    docs: {
      description: { story: 'A GSTIN with a typo, or of another state, is named on its field; nothing is sent.' },
    },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'GSTIN', '29AAGCB7383J1Z5');
    await save(form);
    await expectRefused(form, 'GSTIN', 'GSTIN check character does not match: please check for a typo');

    await retype(form, 'GSTIN', maharashtraGstin);
    await save(form);
    await expectRefused(form, 'GSTIN', 'This GSTIN is registered in Maharashtra, not Karnataka');
  },
};

export const BadPincode: Story = {
  name: 'Bad pincode',
  parameters: {
    ...content(),
    docs: { description: { story: 'The first entry that is not a pincode or a range is named on its list.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'Pincodes paid online only', '570001-570030, 57001, 571000');
    await save(form);
    await expectRefused(
      form,
      'Pincodes paid online only',
      '"57001" is not a 6-digit pincode or a range like 560001-560099',
    );
  },
};

export const PayeeRequired: Story = {
  name: 'Payee name missing',
  parameters: {
    ...content(),
    docs: { description: { story: 'A UPI ID needs the name shoppers see: the payee name field says so.' } },
  },
  play: async ({ canvas }) => {
    const form = await settingsForm(canvas);
    await retype(form, 'Payee name', '');
    await save(form);
    await expectRefused(form, 'Payee name', 'Payee name is required with a UPI ID');
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
    for (const typed of ['2.5', '-1', 'five', ' ']) {
      await retype(form, 'Low-stock threshold', typed);
      await save(form);
      await expectRefused(form, 'Low-stock threshold', 'Low-stock threshold must be a whole number from 0 to 10,000');
    }
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
    await retype(form, 'Low-stock threshold', '20');
    await save(form);
    await toast('Saving failed', 'error');
    await expect(form.getByRole('alert')).toHaveTextContent('Saving failed: Settings could not be stored');
    await expect(thresholdField(form)).toHaveValue('20');
    await expect(mockData.settings.lowStockThreshold).toBe(5);
  },
};
