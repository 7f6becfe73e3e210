import SpecialsTab from '@dhanya/admin/features/specials/specials-tab';
import { paths } from '@dhanya/api';
import { catalogHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { askedQuery } from '../support/asked-query';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';

/*
 * The demo shop has a few products on special offer (a discount set) and many without:
 * the picker offers every product and disables those already on offer.
 */
const onOffer = fixtures.products.filter((product) => product.discount !== null);
const [firstOffer] = onOffer as [(typeof onOffer)[0]];
const notOnOffer = fixtures.products.filter((product) => product.discount === null);
const [candidate] = notOnOffer as [(typeof notOnOffer)[0]];
/** The picker's first page: 20 products, before anything is typed. */
const firstPage = fixtures.products.slice(0, 20);
const laterOffer = onOffer.find((product) => !firstPage.includes(product))!;
/** Sold in 1 kg and 5 kg packs, neither on offer. */
const basmati = fixtures.products.find((product) => product.title === 'Aged Basmati Rice')!;
const [basmatiKilo, basmatiBag] = basmati.packs as [(typeof basmati.packs)[0], (typeof basmati.packs)[0]];

/** Every write the catalogue handlers saw, cleared before each story. */
const writes: string[] = [];
const logWrites = http.all('*/api/product/*', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET') writes.push(`${request.method} ${pathname}${askedQuery(request.url)}`);
});

/** The catalogue group with `overrides` answering first; every write is logged. */
function catalogServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), catalog: [logWrites, ...overrides, ...catalogHandlers()] } } };
}

const meta = {
  title: 'Admin/Tabs/Specials',
  tags: ['!autodocs'],
  component: SpecialsTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...catalogServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof SpecialsTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A toast's text, once it has faded in (a screen-reader copy may sit beside it). */
async function toastShows(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** The picker, once the products and offers have loaded. */
async function picker(canvas: Canvas) {
  const combobox = await canvas.findByRole('combobox', { name: 'Product' });
  await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading products…' })).toBeNull(), {
    timeout: 5000,
  });
  return combobox;
}

/** Types the title into the picker and chooses the product it finds. */
async function pickProduct(canvas: Canvas, title: string) {
  await userEvent.type(await picker(canvas), title);
  await userEvent.click(await canvas.findByRole('option', { name: title }));
  await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue(title);
}

async function fillOffer(canvas: Canvas, title: string, discount = '20', expiry = '2099-12-31') {
  await pickProduct(canvas, title);
  await userEvent.type(canvas.getByLabelText(/Discount %/), discount);
  await userEvent.type(canvas.getByLabelText(/Expiry date/), expiry);
}

const offerList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Current special offers' });

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading special offers...')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Special Offers' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No special offers available.')).toBeVisible();
    const combobox = canvas.getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(combobox).toBeDisabled());
    await expect(combobox).toHaveAttribute('placeholder', 'No products yet');
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load special offers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(await canvas.findByText('Could not load the products.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload products' })).toBeEnabled();
  },
};

export const Populated: Story = {
  parameters: { docs: { description: { story: 'Every offer with its prices and expiry.' } } },
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(onOffer.length);
    const item = within(items[onOffer.indexOf(firstOffer)]!);
    await expect(item.getByRole('heading', { name: firstOffer.title })).toBeVisible();
    await expect(item.getByRole('img', { name: firstOffer.title })).toBeVisible();
    await expect(item.getByText(`${firstOffer.discount}% off`)).toBeVisible();
    await expect(item.getByText(rupees(firstOffer.effectivePrice))).toBeVisible();
    await expect(item.getByText(rupees(firstOffer.price))).toBeVisible();
    await expect(item.getByText(dateOf(firstOffer.discountExpiry!))).toBeVisible();
    await expect(item.getByRole('button', { name: `Remove ${firstOffer.title}` })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  tags: ['req:ADMIN-16'],
  parameters: { docs: { description: { story: 'Every field is required; nothing is sent until all are filled.' } } },
  play: async ({ canvas }) => {
    await picker(canvas);
    const add = canvas.getByRole('button', { name: 'Add special offer' });
    await userEvent.click(add);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill all fields.');

    await pickProduct(canvas, candidate.title);
    await userEvent.type(canvas.getByLabelText(/Discount %/), '20');
    await userEvent.click(add);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill all fields.');
    await expect(writes).toEqual([]);
  },
};

export const DisabledOptions: Story = {
  name: 'Disabled options',
  tags: ['req:ADMIN-17'],
  parameters: {
    docs: { description: { story: 'Products already on offer are disabled in the picker, on every page searched.' } },
  },
  play: async ({ canvas }) => {
    await picker(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(firstPage.length);
    for (const product of onOffer.filter((offer) => firstPage.includes(offer))) {
      await expect(canvas.getByRole('option', { name: `${product.title} (on offer)` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await expect(canvas.getByRole('option', { name: candidate.title })).not.toHaveAttribute('aria-disabled', 'true');
    // One beyond the first page, found by its title, is disabled too.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Product' }), laterOffer.title);
    await expect(await canvas.findByRole('option', { name: `${laterOffer.title} (on offer)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Escape closes the popup; a second one clears the text, as nothing was chosen.
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('');
  },
};

export const AddOffer: Story = {
  name: 'Added',
  tags: ['req:ADMIN-18'],
  parameters: {
    docs: { description: { story: 'Adding an offer shows "Special offer added!" and lists the product.' } },
  },
  play: async ({ canvas }) => {
    await fillOffer(canvas, candidate.title, '20', '2099-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Add special offer' }));
    await toastShows('Special offer added!');
    await expect(writes).toEqual(['POST /api/product/specialoffer/create']);
    const stored = mockData.products.find((product) => product._id === candidate._id)!;
    await expect(stored.discount).toBe(20);
    await expect(stored.discountExpiry).toBe('2099-12-31T00:00:00.000Z');

    const list = await offerList(canvas);
    await expect(await within(list).findByRole('heading', { name: candidate.title })).toBeVisible();
    await expect(within(list).getByText('31 Dec 2099')).toBeVisible();
    // The form is cleared for the next offer, and the product is now disabled in the picker.
    await expect(canvas.getByLabelText(/Discount %/)).toHaveValue(null);
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await expect(await canvas.findByRole('option', { name: `${candidate.title} (on offer)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:ADMIN-18'],
  parameters: {
    ...catalogServed(
      http.post(paths.addSpecialOffer, () => HttpResponse.json({ msg: 'Database unavailable' }, { status: 500 })),
    ),
    docs: { description: { story: 'A failed add shows "Failed to create offer.".' } },
  },
  play: async ({ canvas }) => {
    await fillOffer(canvas, candidate.title);
    const add = canvas.getByRole('button', { name: 'Add special offer' });
    await userEvent.click(add);
    await toastShows('Failed to create offer.');
    await toastShows('Database unavailable');
    await waitFor(() => expect(add).toBeEnabled());
    await expect(mockData.products.find((product) => product._id === candidate._id)!.discount).toBeNull();
  },
};

export const NotAuthenticated: Story = {
  name: 'Not authenticated',
  tags: ['req:ADMIN-19'],
  parameters: {
    session: 'guest',
    docs: { description: { story: 'Without a stored token: "User is not authenticated." and no request.' } },
  },
  play: async ({ canvas }) => {
    await fillOffer(canvas, candidate.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add special offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User is not authenticated.');
    await expect(writes).toEqual([]);
  },
};

export const RemoveOffer: Story = {
  name: 'Removed',
  tags: ['req:ADMIN-20'],
  parameters: { docs: { description: { story: 'Removing asks first, then takes the product off the list.' } } },
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    const remove = within(list).getByRole('button', { name: `Remove ${firstOffer.title}` });

    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this special offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(writes).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await toastShows('Special offer removed');
    await expect(writes).toEqual([`DELETE /api/product/specialoffer/delete/${firstOffer._id}`]);
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: firstOffer.title })).not.toBeInTheDocument(),
    );
    await expect(mockData.products.find((product) => product._id === firstOffer._id)!.discount).toBeNull();
  },
};

export const RemoveFails: Story = {
  name: 'Remove failed',
  tags: ['req:ADMIN-20'],
  parameters: {
    ...catalogServed(
      http.delete(paths.removeSpecialOffer.route, () => HttpResponse.json({ msg: 'Server busy' }, { status: 500 })),
    ),
    docs: { description: { story: 'A failed removal shows "Failed to remove offer." and keeps the offer.' } },
  },
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${firstOffer.title}` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await toastShows('Failed to remove offer.');
    await expect(within(list).getByRole('heading', { name: firstOffer.title })).toBeVisible();
  },
};

export const PackChosen: Story = {
  name: 'Pack chosen',
  parameters: {
    docs: {
      description: {
        story: 'A product sold in several packs asks which: all of them (the default) or one.',
      },
    },
  },
  play: async ({ canvas }) => {
    // A product of one pack has no pack to choose.
    await pickProduct(canvas, candidate.title);
    await expect(canvas.queryByRole('combobox', { name: 'Pack' })).toBeNull();

    await userEvent.clear(canvas.getByRole('combobox', { name: 'Product' }));
    await fillOffer(canvas, basmati.title, '15');
    const packChoice = canvas.getByRole('combobox', { name: 'Pack' });
    await expect(packChoice).toHaveTextContent('All packs');
    await userEvent.click(packChoice);
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All packs',
      '1 kg',
      '5 kg',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '5 kg' }));
    await expect(packChoice).toHaveTextContent('5 kg');
    await expect(writes).toEqual([]);
  },
};

export const PackOfferAdded: Story = {
  name: 'Offer on one pack',
  parameters: {
    docs: { description: { story: 'The offer goes on the pack chosen alone, and the list names that pack.' } },
  },
  play: async (context) => {
    await PackChosen.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Add special offer' }));

    await toastShows('Special offer added!');
    await expect(writes).toEqual(['POST /api/product/specialoffer/create']);
    const stored = mockData.products.find((product) => product._id === basmati._id)!;
    await expect(stored.packs.map((pack) => pack.discount)).toEqual([null, 15]);
    const list = await offerList(canvas);
    const heading = await within(list).findByRole('heading', { name: basmati.title });
    const item = within(heading.closest('li')!);
    await expect(item.getByText('15% off the 5 kg pack')).toBeVisible();
    await expect(item.getByText(rupees(basmatiBag.price))).toBeVisible();
    // The form is cleared: no product, so no pack to choose.
    await expect(canvas.queryByRole('combobox', { name: 'Pack' })).toBeNull();
  },
};

export const PackOfferRemoved: Story = {
  name: 'Offer on one pack removed',
  beforeEach: () => {
    const bag = mockData.products.find((product) => product._id === basmati._id)!.packs[1]!;
    Object.assign(bag, {
      discount: 15,
      discountExpiry: '2099-12-31T00:00:00.000Z',
      effectivePrice: Math.round(bag.price * 85) / 100,
    });
  },
  parameters: {
    docs: { description: { story: 'Removing an offer on one pack names that pack, and so does the request.' } },
  },
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    await expect(within(list).getByText('15% off the 5 kg pack')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${basmati.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this special offer?' });
    await expect(dialog).toHaveTextContent(`The 5 kg pack of ${basmati.title} goes back to its full price.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastShows('Special offer removed');
    await expect(writes).toEqual([`DELETE /api/product/specialoffer/delete/${basmati._id}?packId=${basmatiBag._id}`]);
    await waitFor(() => expect(within(list).queryByRole('heading', { name: basmati.title })).not.toBeInTheDocument());
    await expect(mockData.products.find((product) => product._id === basmati._id)!.packs[1]!.discount).toBeNull();
    await expect(basmatiKilo.discount).toBeNull();
  },
};
