import FooterTab from '@dhanya/admin/features/footer/footer-tab';
import { paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';
import { requestsIdle } from '../support/story-requests';

const slow = { timeout: 5000 };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'link.png', { type: 'image/png' });

/** Every write the tab sent (method, path, bearer), before the demo handlers answer it. */
let writes: { method: string; path: string; auth: string | null }[] = [];
const recordWrites = http.all('/api/*', ({ request }) => {
  if (request.method !== 'GET') {
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
    });
  }
  return undefined;
});
/** The content group with the recorder first, then one-off handlers, then the demo ones. */
const content = (...first: HttpHandler[]) => ({
  msw: { handlers: { ...mockHandlers(), content: [recordWrites, ...first, ...contentHandlers()] } },
});

type Canvas = ReturnType<typeof within>;
const footerForm = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Footer details' }));
const linkForm = (canvas: Canvas, name = 'Create shop link') => within(canvas.getByRole('form', { name }));
const shopLinks = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Shop links' }, slow));

const meta = {
  title: 'Admin/Tabs/Footer',
  tags: ['!autodocs'],
  component: FooterTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes = [];
    return pageSetup(context);
  },
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof FooterTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Footer' })).toBeVisible();
    await expect(await canvas.findByText('Loading footer…')).toBeVisible();
    await expect(canvas.getByText('Loading shop links…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { ...served('empty'), docs: { description: { story: 'A shop with no footer yet.' } } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Footer details' }, slow));
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await expect(form.getByText('No legal links yet.')).toBeVisible();
    await expect(await canvas.findByText('No shop links yet', {}, slow)).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['req:ADMIN-28', 'req:ADMIN-31'],
  parameters: {
    ...served('error'),
    docs: { description: { story: 'The footer and the shop links cannot be loaded.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cannot load footer data', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('Failed to load shop links', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Footer details' })).toBeNull();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-28'],
  parameters: { docs: { description: { story: 'Every footer field, the social and the legal links.' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    const { footer } = fixtures;
    const fields: [string, string][] = [
      ['Company name', footer.companyName],
      ['Tagline', footer.companyTagline],
      ['Address', footer.address],
      ['Email', footer.email],
      ['Phone', footer.phone],
      ['Facebook', footer.socialLinks.facebook],
      ['Twitter', footer.socialLinks.twitter],
      ['Instagram', footer.socialLinks.instagram],
      ['LinkedIn', footer.socialLinks.linkedin],
    ];
    for (const [name, value] of fields) await expect(form.getByRole('textbox', { name })).toHaveValue(value);
    const legal = within(form.getByRole('list', { name: 'Legal links' }));
    await expect(legal.getAllByRole('listitem')).toHaveLength(footer.legalLinks.length);
    for (const link of footer.legalLinks) await expect(legal.getByText(link.title)).toBeVisible();
  },
};

export const LegalLinks: Story = {
  name: 'Legal links',
  tags: ['req:ADMIN-29'],
  parameters: {
    ...content(),
    docs: { description: { story: 'A legal link needs a title and a url the server keeps; one can be removed.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    const list = () => within(form.getByRole('list', { name: 'Legal links' }));
    const count = fixtures.footer.legalLinks.length;
    const add = form.getByRole('button', { name: 'Add link' });

    await userEvent.type(form.getByRole('textbox', { name: 'Link title' }), 'Shipping Policy');
    await userEvent.click(add);
    await expect(list().getAllByRole('listitem')).toHaveLength(count);
    await expect(form.getByRole('alert')).toHaveTextContent('Enter both a title and a URL to add a link.');

    await userEvent.clear(form.getByRole('textbox', { name: 'Link title' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Link URL' }), '/shipping');
    await userEvent.click(add);
    await expect(list().getAllByRole('listitem')).toHaveLength(count);

    // A url the server would refuse is not added either.
    const url = form.getByRole('textbox', { name: 'Link URL' });
    await userEvent.type(form.getByRole('textbox', { name: 'Link title' }), 'Shipping Policy');
    await userEvent.clear(url);
    await userEvent.type(url, 'shipping');
    await userEvent.click(add);
    await expect(list().getAllByRole('listitem')).toHaveLength(count);
    await expect(form.getByRole('alert')).toHaveTextContent('Links must start with http://, https:// or /');
    await userEvent.clear(url);
    await userEvent.type(url, '/shipping');
    await userEvent.clear(form.getByRole('textbox', { name: 'Link title' }));

    // Enter in the add row adds the link; it does not save the footer.
    await userEvent.type(form.getByRole('textbox', { name: 'Link title' }), 'Shipping Policy{Enter}');
    await expect(list().getAllByRole('listitem')).toHaveLength(count + 1);
    await expect(list().getByText('Shipping Policy')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Link title' })).toHaveValue('');
    await expect(writes).toEqual([]);

    await userEvent.click(list().getByRole('button', { name: 'Remove About Us' }));
    await expect(list().queryByText('About Us')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toast('Footer updated successfully', 'success');
    await expect(mockData.footer.legalLinks.map((link) => link.title)).toEqual([
      'Terms & Conditions',
      'Return & Refund Policy',
      'Contact Us',
      'Shipping Policy',
    ]);
  },
};

export const Save: Story = {
  name: 'Saved',
  tags: ['req:ADMIN-30'],
  parameters: {
    ...content(),
    docs: { description: { story: 'Save sends the footer with the bearer token: "Footer updated successfully".' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    const name = form.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Dhanya Grains');
    await userEvent.clear(form.getByRole('textbox', { name: 'Twitter' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toast('Footer updated successfully', 'success');
    await expect(writes).toEqual([
      { method: 'PUT', path: paths.updateFooter, auth: expect.stringMatching(/^Bearer \S+/) },
    ]);
    await expect(mockData.footer.companyName).toBe('Dhanya Grains');
    await expect(mockData.footer.socialLinks.twitter).toBe('');
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const RefusedLink: Story = {
  name: 'Refused link',
  tags: ['req:ADMIN-30'],
  parameters: {
    ...content(),
    docs: {
      description: {
        story: 'A link the server would refuse is named on its own field, and nothing is sent until it is fixed.',
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    const facebook = form.getByRole('textbox', { name: 'Facebook' });
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(facebook).toHaveAccessibleDescription('Links must start with http://, https:// or /'));
    await expect(facebook).toHaveFocus();
    await expect(facebook).toBeInvalid();
    await expect(writes).toEqual([]);
  },
};

export const SaveFails: Story = {
  name: 'Save failed',
  tags: ['req:ADMIN-30'],
  parameters: {
    ...content(
      http.put(paths.updateFooter, () => HttpResponse.json({ msg: 'Footer could not be stored' }, { status: 400 })),
    ),
    docs: {
      description: { story: 'A failed save shows "Update failed", with the server\'s reason when it gives one.' },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    const name = form.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Dhanya Grains');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toast('Update failed', 'error');
    await expect(form.getByRole('alert')).toHaveTextContent('Update failed: Footer could not be stored');
    await expect(name).toHaveValue('Dhanya Grains');
    await expect(mockData.footer.companyName).toBe(fixtures.footer.companyName);
  },
};

export const SaveFailsWithoutMessage: Story = {
  name: 'Save failed without message',
  tags: ['req:ADMIN-30', 'req:ADMIN-41'],
  parameters: {
    ...content(http.put(paths.updateFooter, () => HttpResponse.json({}, { status: 500 }))),
    docs: { description: { story: 'A failure with no message still says "Update failed".' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Footer details' }, slow);
    const form = footerForm(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toast('Update failed', 'error');
    await expect(form.getByRole('alert')).toHaveTextContent('Update failed. Please try again.');
  },
};

export const ShopLinks: Story = {
  name: 'Shop links',
  tags: ['req:ADMIN-31'],
  parameters: {
    docs: { description: { story: 'Manage Shop Links lists each link with its title, category and image.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Manage Shop Links' })).toBeVisible();
    const list = await shopLinks(canvas);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(fixtures.shopLinks.length);
    for (const [index, link] of fixtures.shopLinks.entries()) {
      const item = within(items[index]!);
      await expect(item.getByText(link.title)).toBeVisible();
      await expect(item.getByText(link.category)).toBeVisible();
      await expect(item.getByRole('img', { name: link.title })).toBeVisible();
    }
  },
};

export const ShopLinksFail: Story = {
  name: 'Shop links failed',
  tags: ['req:ADMIN-31'],
  parameters: {
    ...content(http.get(paths.shopLinks, () => HttpResponse.json({ msg: 'Nope' }, { status: 500 }))),
    docs: {
      description: { story: 'A failed shop link load says "Failed to load shop links"; the footer still loads.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load shop links', {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Footer details' }, slow)).toBeVisible();
  },
};

export const CreateShopLink: Story = {
  name: 'Shop link created',
  tags: ['req:ADMIN-32'],
  parameters: {
    ...content(),
    docs: {
      description: { story: 'Creating needs a title and an image: "All fields are required", then "Link created".' },
    },
  },
  play: async ({ canvas }) => {
    await shopLinks(canvas);
    const form = linkForm(canvas);
    const create = form.getByRole('button', { name: 'Create link' });
    await userEvent.click(create);
    await expect(form.getByRole('alert')).toHaveTextContent('All fields are required');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Monsoon Specials');
    await userEvent.click(create);
    await expect(form.getByRole('alert')).toHaveTextContent('All fields are required');
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.click(form.getByRole('combobox', { name: 'Category' }));
    await expect(screen.getByRole('option', { name: 'new-arrival' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'collection' }));
    await userEvent.upload(form.getByLabelText(/^Image/), png());
    await userEvent.click(create);
    await toast('Link created', 'success');
    await expect(writes).toEqual([
      { method: 'POST', path: paths.addShopLink, auth: expect.stringMatching(/^Bearer /) },
    ]);
    await expect(mockData.shopLinks.at(-1)).toMatchObject({ title: 'Monsoon Specials', category: 'collection' });
    await expect(await (await shopLinks(canvas)).findByText('Monsoon Specials', {}, slow)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const EditShopLink: Story = {
  name: 'Shop link edited',
  tags: ['req:ADMIN-33'],
  parameters: {
    ...content(),
    docs: { description: { story: '"Edit" switches to update mode: title required, image optional, "Link updated".' } },
  },
  play: async ({ canvas }) => {
    const list = await shopLinks(canvas);
    const link = fixtures.shopLinks[2]!;
    await userEvent.click(list.getByRole('button', { name: `Edit ${link.title}` }));
    const form = linkForm(canvas, 'Update shop link');
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(link.title);
    await expect(title).toHaveFocus();
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveTextContent(link.category);

    await userEvent.clear(title);
    await userEvent.click(form.getByRole('button', { name: 'Update link' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Title is required');
    await requestsIdle();
    await expect(writes).toEqual([]);

    await userEvent.type(title, 'The Millet Pantry');
    await userEvent.click(form.getByRole('button', { name: 'Update link' }));
    await toast('Link updated', 'success');
    await expect(writes).toEqual([
      { method: 'PUT', path: paths.updateShopLink(link._id), auth: expect.stringMatching(/^Bearer /) },
    ]);
    await expect(mockData.shopLinks[2]).toMatchObject({ title: 'The Millet Pantry', image: link.image });
    await expect(await list.findByText('The Millet Pantry', {}, slow)).toBeVisible();
    // Back in create mode, empty.
    await expect(linkForm(canvas).getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

export const CancelEdit: Story = {
  name: 'Edit cancelled',
  tags: ['req:ADMIN-33'],
  parameters: { docs: { description: { story: 'Cancel leaves update mode without sending.' } } },
  play: async ({ canvas }) => {
    const list = await shopLinks(canvas);
    await userEvent.click(list.getByRole('button', { name: `Edit ${fixtures.shopLinks[0]!.title}` }));
    await userEvent.click(linkForm(canvas, 'Update shop link').getByRole('button', { name: 'Cancel' }));
    await expect(linkForm(canvas).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(mockData.shopLinks).toEqual(fixtures.shopLinks);
  },
};

export const DeleteShopLink: Story = {
  name: 'Shop link deleted',
  tags: ['req:ADMIN-34'],
  parameters: {
    ...content(),
    docs: { description: { story: 'Deleting asks first; declining keeps the link, confirming shows "Link deleted".' } },
  },
  play: async ({ canvas }) => {
    const list = await shopLinks(canvas);
    const link = fixtures.shopLinks[3]!;
    await userEvent.click(list.getByRole('button', { name: `Delete ${link.title}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this shop link?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await requestsIdle();
    await expect(writes).toEqual([]);
    await expect(list.getByText(link.title)).toBeVisible();

    await userEvent.click(list.getByRole('button', { name: `Delete ${link.title}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await toast('Link deleted', 'success');
    await expect(writes).toEqual([
      { method: 'DELETE', path: paths.deleteShopLink(link._id), auth: expect.stringMatching(/^Bearer /) },
    ]);
    await waitFor(() => expect(list.queryByText(link.title)).toBeNull());
    await expect(mockData.shopLinks.some((candidate) => candidate._id === link._id)).toBe(false);
  },
};

const failing = { msg: 'Something went wrong. Please try again.' };
export const ShopLinkFailures: Story = {
  name: 'Shop link failures',
  tags: ['req:ADMIN-34'],
  parameters: {
    ...content(
      http.delete(paths.deleteShopLink.route, () => HttpResponse.json(failing, { status: 500 })),
      http.post(paths.addShopLink, () => HttpResponse.json(failing, { status: 500 })),
      http.put(paths.updateShopLink.route, () => HttpResponse.json(failing, { status: 500 })),
    ),
    docs: {
      description: { story: 'A failed delete shows "Delete failed"; a failed create or update "Operation failed".' },
    },
  },
  play: async ({ canvas }) => {
    const list = await shopLinks(canvas);
    const link = fixtures.shopLinks[0]!;
    await userEvent.click(list.getByRole('button', { name: `Delete ${link.title}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await toast('Delete failed', 'error');
    await expect(list.getByText(link.title)).toBeVisible();

    const form = linkForm(canvas);
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Monsoon Specials');
    await userEvent.upload(form.getByLabelText(/^Image/), png());
    await userEvent.click(form.getByRole('button', { name: 'Create link' }));
    await toast('Operation failed', 'error');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Monsoon Specials');

    await userEvent.click(list.getByRole('button', { name: `Edit ${link.title}` }));
    const update = linkForm(canvas, 'Update shop link');
    await userEvent.click(update.getByRole('button', { name: 'Update link' }));
    await waitFor(() => expect(writes.map((write) => write.method)).toEqual(['DELETE', 'POST', 'PUT']));
    await toast('Operation failed', 'error');
    // Still in update mode, so the admin can try again.
    await waitFor(() => expect(update.getByRole('button', { name: 'Update link' })).toBeEnabled());
    await expect(mockData.shopLinks).toEqual(fixtures.shopLinks);
  },
};
