import { mockData } from '@dhanya/api/msw';
import ProductsTab from '@dhanya/admin/features/products/products-tab';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup } from './support/page';
import { type Canvas, editProduct, findToast, paste, productTable, textbox } from './support/product-form';

/** The Products tab's Hindi (issue 34): the language tabs of the form, and the untranslated filter. */
const meta = {
  title: 'Admin/Tabs/Products/Hindi',
  tags: ['!autodocs'],
  component: ProductsTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof ProductsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const toorDal = 'Organic Toor Dal';
const languageTab = (canvas: Canvas, name: 'English' | 'हिन्दी') => canvas.getByRole('tab', { name });
const stored = (title: string) => mockData.products.find((product) => product.title === title)!;

export const TranslateProduct: Story = {
  name: 'Translated in the Hindi tab',
  parameters: {
    docs: {
      description: {
        story:
          'The हिन्दी tab holds the Hindi title, description and pack labels the shop’s Hindi pages show; the other names are searched in every language.',
      },
    },
  },
  play: async ({ canvas }) => {
    await editProduct(canvas, toorDal);
    await expect(languageTab(canvas, 'English')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('textbox', { name: 'Title in Hindi' })).toBeNull();

    await userEvent.click(languageTab(canvas, 'हिन्दी'));
    const hindiTitle = textbox(canvas, 'Title in Hindi');
    await expect(hindiTitle).toHaveValue('ऑर्गेनिक तूर दाल');
    await expect(textbox(canvas, 'Label in Hindi for “500 g”')).toHaveValue('500 ग्राम');
    await userEvent.clear(hindiTitle);
    await paste(hindiTitle, 'तूर दाल (बिना पॉलिश)');
    await userEvent.clear(textbox(canvas, 'Label in Hindi for “5 kg”'));

    const otherNames = textbox(canvas, /^Other names/);
    await expect((otherNames as HTMLInputElement).value).toContain('arhar');
    await paste(otherNames, ', kandulu');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Product' }));

    await expect(await findToast('Product updated')).toBeInTheDocument();
    const saved = stored(toorDal);
    await expect(saved.translations?.hi?.title).toBe('तूर दाल (बिना पॉलिश)');
    await expect(saved.aliases).toContain('kandulu');
    await expect(saved.packs.map((pack) => pack.translations?.hi?.label ?? '')).toEqual(['500 ग्राम', '1 किलो', '']);
  },
};

export const HindiProblemShown: Story = {
  name: 'A Hindi field refused opens its tab',
  parameters: {
    docs: { description: { story: 'Saved from the English tab, a Hindi title too long opens the हिन्दी tab at it.' } },
  },
  play: async ({ canvas }) => {
    await editProduct(canvas, toorDal);
    await userEvent.click(languageTab(canvas, 'हिन्दी'));
    const hindiTitle = textbox(canvas, 'Title in Hindi');
    await userEvent.clear(hindiTitle);
    await paste(hindiTitle, 'द'.repeat(201));
    await userEvent.click(languageTab(canvas, 'English'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(languageTab(canvas, 'हिन्दी')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getAllByText('Hindi title must be at most 200 characters')[0]).toBeVisible();
    await expect(stored(toorDal).translations?.hi?.title).toBe('ऑर्गेनिक तूर दाल');
  },
};

export const NotYetInHindi: Story = {
  name: 'Not yet in Hindi',
  beforeEach: () => {
    const product = stored(toorDal);
    product.translations = { hi: { title: 'ऑर्गेनिक तूर दाल' } };
  },
  parameters: {
    docs: {
      description: {
        story:
          'How many products the Hindi pages still show in English (a title or description missing), and only those.',
      },
    },
  },
  play: async ({ canvas }) => {
    const filter = await canvas.findByRole('checkbox', { name: 'Only products not yet in Hindi (1)' });
    await userEvent.click(filter);
    const table = within(await productTable(canvas));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    await expect(table.getByRole('button', { name: `Edit ${toorDal}` })).toBeVisible();
    await expect(canvas.getByText('1 product')).toBeVisible();
  },
};
