import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PackPicker } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import {
  basmatiFiveKilo,
  basmatiHalfKilo,
  basmatiKilo,
  basmatiPacks,
  eggPacks,
  longLabelPacks,
  oilPacks,
} from '../support/pack-fixtures';

/** A pack's radio, found by the size its name starts with ("5 kg, ₹549.00 …"). */
const radioOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByRole('radio', { name: new RegExp(`^${label}\\b`) });

const meta = {
  title: 'UI/PackPicker',
  component: PackPicker,
  args: { packs: basmatiPacks, onChange: fn() },
  // About as wide as beside a product's picture: three packs a row.
  render: (args) => (
    <div className="max-w-xl">
      <PackPicker {...args} />
    </div>
  ),
  parameters: {
    docs: componentDocs(
      `
      The packs one product is sold in (500 g, 1 kg, 5 kg…) as radio cards, each with its price (the MRP
      or pre-offer price struck through) and its unit price, "₹125/kg", as the Legal Metrology
      (Packaged Commodities) Rules ask beside a pack's price. A pack out of stock stays in view,
      marked "Out of stock" and read out so, but it cannot be chosen: the arrow keys skip it. The
      group is one tab stop named by \`label\` ("Pack size"). It is uncontrolled (\`defaultValue\`, else
      the first pack in stock: \`defaultPackId(packs)\`) or controlled (\`value\` with \`onChange\`), and
      \`onChange\` gets the pack's id. A product of one pack shows that pack as text, not as a lone radio.
      `,
      `
      const packs = product.packs.map((pack) => ({
        id: pack._id,
        label: pack.label,
        price: pack.effectivePrice,
        compareAtPrice: Math.max(pack.mrp ?? 0, pack.price),
        netQuantity: pack.netQuantity,
        unit: pack.unit,
        stock: pack.quantity,
      }));
      const [packId, setPackId] = useState(() => defaultPackId(packs));

      <PackPicker packs={packs} value={packId} onChange={setPackId} />
      `,
    ),
  },
} satisfies Meta<typeof PackPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="grid max-w-6xl gap-x-10 gap-y-6 lg:grid-cols-2">
      <PackPicker {...args} />
      <PackPicker {...args} packs={[basmatiFiveKilo]} />
      <PackPicker {...args} packs={oilPacks} label="Bottle size" />
      <PackPicker {...args} packs={eggPacks} label="Eggs" />
      <PackPicker {...args} packs={longLabelPacks} label="Atta pack" />
      <PackPicker {...args} packs={[basmatiKilo, { ...basmatiFiveKilo, stock: 0 }]} label="Sold out" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(5);
    // Per kg, per litre and per piece, whole rupees without paise.
    await expect(canvas.getByText('₹125/kg')).toBeVisible();
    await expect(canvas.getByText('₹250/L')).toBeVisible();
    await expect(canvas.getByText('₹8.50/piece')).toBeVisible();
    // Every pack out of stock: none is chosen.
    const soldOut = within(canvas.getByRole('radiogroup', { name: 'Sold out' }));
    for (const radio of soldOut.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toBeChecked();
    }
  },
};

export const SinglePack: Story = {
  name: 'Single pack',
  args: { packs: [basmatiFiveKilo] },
  parameters: {
    docs: { description: { story: 'One pack: shown as text under "Pack size", with nothing to choose.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Pack size' });
    await expect(within(group).queryByRole('radio')).toBeNull();
    await expect(within(group).getByText('5 kg')).toBeVisible();
    await expect(within(group).getByText('₹109.80/kg')).toBeVisible();
    await expect(within(group).getByText('₹109.80 per kilogram')).toBeInTheDocument();
  },
};

export const ManyPacks: Story = {
  name: 'Many packs',
  args: { packs: oilPacks, label: 'Bottle size' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Bottle size' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(radioOf(canvas, '200 ml')).toBeChecked();
    await expect(radioOf(canvas, '2 L')).toBeDisabled();
    await userEvent.click(canvas.getByText('15 L tin'));
    await expect(radioOf(canvas, '15 L tin')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('pk-oil-15l');
    await expect(canvas.getByText('₹190/L')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  name: 'Out of stock',
  args: { packs: [basmatiKilo, basmatiHalfKilo, basmatiFiveKilo] },
  parameters: {
    docs: { description: { story: 'The default pack is out of stock: the first pack in stock is chosen.' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const soldOut = radioOf(canvas, '1 kg');
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveAccessibleName(/^1 kg\s*, ₹120\.00\s*, ₹120 per kilogram\s*, Out of stock$/);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(radioOf(canvas, '500 g')).toBeChecked();
    await userEvent.click(canvas.getByText('1 kg'), { pointerEventsCheck: 0 });
    await expect(soldOut).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  args: { packs: longLabelPacks, label: 'Atta pack' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Atta pack' }).getBoundingClientRect();
    // Long names wrap inside their cards: no card is wider than the group.
    for (const radio of canvas.getAllByRole('radio')) {
      const card = radio.closest('label')!.getBoundingClientRect();
      await expect(card.right).toBeLessThanOrEqual(group.right + 0.5);
    }
    await expect(radioOf(canvas, 'Family value pack')).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithOffer: Story = {
  name: 'With offer',
  args: { packs: [basmatiHalfKilo, basmatiFiveKilo], defaultValue: basmatiFiveKilo.id },
  parameters: {
    docs: {
      description: { story: 'The MRP or pre-offer price struck through; the unit price is of the price paid.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = radioOf(canvas, '5 kg');
    await expect(offer).toBeChecked();
    await expect(offer).toHaveAccessibleName(/^5 kg\s*, ₹549\.00 Original price: ₹600\.00\s*, ₹109\.80 per kilogram$/);
    const card = within(offer.closest('label')!);
    await expect(card.getByText('Original price:', { exact: false }).closest('s')).toHaveTextContent('₹600.00');
    await expect(card.getByText('₹109.80/kg')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('radio').map((radio) => radio.closest('label')!.getBoundingClientRect());
    // Two cards a row on a 375 px phone, each a touch target of 44 px or more.
    await expect(cards[1]!.top).toBe(cards[0]!.top);
    await expect(cards[2]!.top).toBeGreaterThan(cards[0]!.top);
    for (const card of cards) await expect(card.height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Keyboard: Story = {
  parameters: {
    docs: { description: { story: 'Tab into the group, arrows between the packs in stock, Tab out.' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Radix moves the focus a moment after the keydown and checks the pack it lands on while
    // the arrow is down: the key is held until the focus has moved, as a finger holds it.
    const press = async (key: string, to: string) => {
      await userEvent.keyboard(`{${key}>}`);
      await waitFor(() => expect(radioOf(canvas, to)).toHaveFocus());
      await userEvent.keyboard(`{/${key}}`);
    };
    await userEvent.tab();
    await expect(radioOf(canvas, '500 g')).toHaveFocus();
    // 1 kg is out of stock: the arrow goes past it.
    await press('ArrowRight', '5 kg');
    await expect(radioOf(canvas, '5 kg')).toBeChecked();
    await expect(radioOf(canvas, '1 kg')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pk-basmati-5kg');
    // Past the last pack the arrow comes round to the first; back up skips 1 kg again.
    await press('ArrowDown', '500 g');
    await press('ArrowUp', '5 kg');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).not.toHaveBeenCalledWith('pk-basmati-1kg');
    await expect(radioOf(canvas, '5 kg')).toBeChecked();
  },
};
