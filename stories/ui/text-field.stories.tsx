import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@dhanya/ui';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First Name', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <TextField label="First Name" placeholder="Ravi" />
      <TextField label="Phone Number" inputMode="numeric" helperText="Enter digits only" />
      <TextField label="Email" type="email" required />
      <TextField label="ZIP" defaultValue="60" error="Please enter a 6-digit PIN code" />
      <TextField label="Email" defaultValue="ravi.kumar@example.com" readOnly helperText="Email cannot be changed" />
      <TextField label="Country Code" defaultValue="+91" disabled />
    </div>
  ),
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ravi');
    await expect(input).toHaveValue('Ravi');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const HelperText: Story = {
  name: 'Helper text',
  tags: ['req:ACCOUNT-01'],
  args: { label: 'Phone Number', inputMode: 'numeric', helperText: 'Enter digits only' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAccessibleDescription('Enter digits only');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { label: 'ZIP', defaultValue: '60', error: 'Please enter a 6-digit PIN code', helperText: 'Digits only' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a 6-digit PIN code Digits only');
    await expect(within(canvasElement).getByText('Please enter a 6-digit PIN code')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only',
  tags: ['req:ACCOUNT-22'],
  args: {
    label: 'Email',
    defaultValue: 'ravi.kumar@example.com',
    readOnly: true,
    helperText: 'Email cannot be changed',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription('Email cannot be changed');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ravi.kumar@example.com');
  },
};

export const Disabled: Story = {
  args: { label: 'Country Code', defaultValue: '+91', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Country Code' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Address Line 2 (apartment, suite, building, floor, landmark near the house)',
    helperText:
      'Optional. Add anything that helps our delivery partner find you, such as a nearby temple, school or shop.',
  },
};
