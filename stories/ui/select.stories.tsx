import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from '@dhanya/ui';

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
  render: () => (
    <div className="flex flex-col gap-6">
      <Select label="Country" options={countries} placeholder="Select your country" />
      <Select label="Country" options={countries} defaultValue="IN" helperText="Where we deliver" />
      <Select label="Product" options={products} placeholder="Select a product" required />
      <Select label="Product" options={products} placeholder="Select a product" error="Please select a product" />
      <Select label="Country" options={countries} defaultValue="IN" disabled />
    </div>
  ),
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

export const WithError: Story = {
  name: 'Error',
  tags: ['req:ADMIN-21'],
  args: { error: 'Please select a product' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Product' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select a product');
  },
};

export const Disabled: Story = {
  args: { label: 'Country', options: countries, defaultValue: 'IN', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};
