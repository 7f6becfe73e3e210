import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First Name', onChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      A labelled one-line input for every form of the shop: names, email, phone, address, search terms
      in the admin. It takes every \`<input>\` attribute (\`type\`, \`required\`, \`inputMode\`,
      \`readOnly\`...). \`helperText\` sits under it and is read with it; \`error\` marks it invalid and
      shows the message in red, also read with it. For passwords use PasswordField, for several lines
      TextArea, for a fixed list of choices Select.
      `,
      `
      <TextField
        label="Phone Number"
        inputMode="numeric"
        helperText="Enter digits only"
        error={errors.phone}
        {...register('phone')}
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
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ACCOUNT-01'],
  render: () => (
    <div className="flex flex-col gap-6">
      <TextField label="First Name" placeholder="Ravi" />
      <TextField label="Phone Number" inputMode="numeric" helperText="Enter digits only" />
      <TextField label="Email" type="email" required />
      <TextField label="ZIP" defaultValue="60" error="Please enter a 6-digit PIN code" helperText="Digits only" />
      <TextField label="Email" defaultValue="ravi.kumar@example.com" readOnly helperText="Email cannot be changed" />
      <TextField label="Country Code" defaultValue="+91" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(phone).toHaveAccessibleDescription('Enter digits only');
    await expect(canvas.getAllByRole('textbox', { name: 'Email' })[0]).toBeRequired();
    // An error is read before the helper text.
    const zip = canvas.getByRole('textbox', { name: 'ZIP' });
    await expect(zip).toBeInvalid();
    await expect(zip).toHaveAccessibleDescription('Please enter a 6-digit PIN code Digits only');
    await expect(canvas.getByText('Please enter a 6-digit PIN code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Country Code' })).toBeDisabled();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ravi');
    await expect(input).toHaveValue('Ravi');
    await expect(args.onChange).toHaveBeenCalled();
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

export const LongText: Story = {
  args: {
    label: 'Address Line 2 (apartment, suite, building, floor, landmark near the house)',
    helperText:
      'Optional. Add anything that helps our delivery partner find you, such as a nearby temple, school or shop.',
  },
};
