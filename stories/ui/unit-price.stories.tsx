import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price, type PricedQuantity, UnitPrice } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

/** The examples of issue 14, each a pack and the unit price it should show. */
const examples: (PricedQuantity & { pack: string })[] = [
  { pack: '500 g', price: 40, netQuantity: 500, unit: 'g' },
  { pack: '5 kg', price: 62.5, netQuantity: 5, unit: 'kg' },
  { pack: '200 ml', price: 50, netQuantity: 200, unit: 'ml' },
  { pack: '1 L', price: 189.5, netQuantity: 1, unit: 'L' },
  { pack: '6 pieces', price: 240, netQuantity: 6, unit: 'piece' },
  { pack: '25 kg', price: 123456, netQuantity: 25, unit: 'kg' },
];

const meta = {
  title: 'UI/UnitPrice',
  component: UnitPrice,
  args: { price: 62.5, netQuantity: 5, unit: 'kg' },
  parameters: {
    docs: componentDocs(
      `
      A pack's unit sale price in small muted text, to put beside its price: the Legal Metrology
      (Packaged Commodities) Rules ask for it per kg (packs in g or kg), per litre (ml or L) or per
      piece. Whole rupees show without paise ("₹250/L"), others with two decimals ("₹12.50/kg"),
      rounded half up to the paisa and grouped the Indian way. Screen readers hear it in words,
      "₹12.50 per kilogram". It shows nothing for a pack with no usable quantity. \`unitPriceOf\` and
      \`formatUnitPrice\` give the same figures as plain values.
      `,
      `
      <Price amount={pack.effectivePrice} />
      <UnitPrice price={pack.effectivePrice} netQuantity={pack.netQuantity} unit={pack.unit} />
      `,
    ),
  },
} satisfies Meta<typeof UnitPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <dl className="grid w-fit grid-cols-[auto_auto] items-baseline gap-x-8 gap-y-3 text-sm">
      {examples.map(({ pack, ...priced }) => (
        <div key={pack} className="contents">
          <dt className="text-foreground">{pack}</dt>
          <dd className="flex items-baseline gap-2">
            <Price amount={priced.price} size="sm" />
            <UnitPrice {...priced} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const shown of ['₹80/kg', '₹12.50/kg', '₹250/L', '₹189.50/L', '₹40/piece', '₹4,938.24/kg']) {
      await expect(canvas.getByText(shown)).toBeVisible();
    }
    await expect(canvas.getByText('₹12.50 per kilogram')).toBeInTheDocument();
    await expect(canvas.getByText('₹250 per litre')).toBeInTheDocument();
    await expect(canvas.getByText('₹40 per piece')).toBeInTheDocument();
  },
};

export const PerKilogram: Story = {
  name: 'Per kilogram',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Seen as "₹12.50/kg", heard as words: "/kg" would be read out letter by letter.
    await expect(canvas.getByText('₹12.50/kg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('₹12.50 per kilogram')).toBeInTheDocument();
  },
};

export const PerLitre: Story = {
  name: 'Per litre',
  args: { price: 50, netQuantity: 200, unit: 'ml' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹250/L')).toBeVisible();
  },
};

export const PerPiece: Story = {
  name: 'Per piece',
  args: { price: 255, netQuantity: 30, unit: 'piece' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹8.50/piece')).toBeVisible();
  },
};

export const Labels: Story = {
  parameters: { docs: { description: { story: "The shop's own unit words, through `labels`." } } },
  args: {
    price: 240,
    netQuantity: 6,
    unit: 'piece',
    labels: { unit: (per) => (per === 'piece' ? 'egg' : per), spoken: (amount) => `${amount} an egg` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹40/egg')).toBeVisible();
    await expect(canvas.getByText('₹40 an egg')).toBeInTheDocument();
  },
};
