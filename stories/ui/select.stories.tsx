import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

// Products already in specials are disabled in the picker (ADMIN-17).
const products: SelectOption[] = [
  { value: 'p1', label: 'Sona Masoori Rice (5 kg)' },
  { value: 'p2', label: 'Toor Dal (1 kg)', disabled: true },
  { value: 'p3', label: 'Organic Ragi Flour (1 kg)' },
  { value: 'p4', label: 'Basmati Rice (10 kg)', disabled: true },
  { value: 'p5', label: 'Moong Dal (500 g)' },
];

const countries: SelectOption[] = [
  { value: 'IN', label: 'India' },
  { value: 'NP', label: 'Nepal' },
  { value: 'LK', label: 'Sri Lanka' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Product', options: products, placeholder: 'Select a product', onValueChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      A labelled drop-down for choosing one of a fixed list: a country, a region, the product of an
      offer. Options can be disabled (a product already on offer) and are skipped by the keyboard. Like
      the other fields it takes \`helperText\`, \`error\`, \`required\` and \`disabled\`, and a \`name\` to
      be sent with a native form.
      `,
      `
      <Select
        label="Product"
        placeholder="Select a product"
        options={products.map((product) => ({ value: product._id, label: product.title, disabled: onOffer(product) }))}
        value={productId}
        onValueChange={setProductId}
        error={missing ? 'Please select a product' : undefined}
      />
      `,
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ADMIN-21'],
  render: () => (
    <div className="flex flex-col gap-6">
      <Select label="Country" options={countries} placeholder="Select your country" />
      <Select label="Country" options={countries} defaultValue="IN" helperText="Where we deliver" />
      <Select label="Product" options={products} placeholder="Select a product" required />
      <Select label="Product" options={products} placeholder="Select a product" error="Please select a product" />
      <Select label="Country" options={countries} defaultValue="IN" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withError = canvas.getAllByRole('combobox', { name: 'Product' })[1];
    await expect(withError).toHaveAttribute('aria-invalid', 'true');
    await expect(withError).toHaveAccessibleDescription('Please select a product');
    await expect(canvas.getAllByRole('combobox', { name: 'Country' })[2]).toBeDisabled();
  },
};

export const ChooseOption: Story = {
  name: 'Open and choose an option',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Product' });
    await expect(trigger).toHaveTextContent('Select a product');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Organic Ragi Flour (1 kg)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('p3');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Organic Ragi Flour (1 kg)');
  },
};

export const DisabledOptions: Story = {
  name: 'Disabled options',
  tags: ['req:ADMIN-17'],
  parameters: { docs: { description: { story: 'Products already special are disabled.' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Product' }));
    const listbox = await screen.findByRole('listbox');
    const taken = within(listbox).getByRole('option', { name: 'Toor Dal (1 kg)' });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Product' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // Down from the first option skips the disabled Toor Dal.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('p3');
  },
};
