import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  parameters: {
    docs: componentDocs(
      `
      A TextField for passwords, with a button that shows and hides what was typed. Use it for signing
      in, signing up and changing a password. When a form has two (a password and its confirmation),
      give the second its own \`labels\` (\`show\`, \`hide\`) so the two buttons have different names.
      `,
      `
      <PasswordField label="Password" autoComplete="new-password" required />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        labels={{ show: 'Show confirm password', hide: 'Hide confirm password' }}
        error={mismatch ? 'Passwords do not match' : undefined}
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
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <PasswordField label="Password" />
      <PasswordField label="Confirm Password" autoComplete="new-password" required />
      <PasswordField label="Password" defaultValue="secret" error="Passwords do not match" />
      <PasswordField label="Password" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [, withError, disabled] = within(canvasElement).getAllByLabelText('Password');
    await expect(withError).toBeInvalid();
    await expect(withError).toHaveAccessibleDescription('Passwords do not match');
    await expect(disabled).toBeDisabled();
  },
};

export const Toggle: Story = {
  tags: ['req:ACCOUNT-02'],
  parameters: { docs: { description: { story: 'Show and hide the password.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'basmati123');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('basmati123');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const ConfirmPassword: Story = {
  name: 'Confirm password',
  tags: ['req:ACCOUNT-02'],
  parameters: { docs: { description: { story: 'Confirm Password has its own toggle.' } } },
  render: () => (
    <div className="flex flex-col gap-6">
      <PasswordField label="Password" autoComplete="new-password" />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        labels={{ show: 'Show confirm password', hide: 'Hide confirm password' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show confirm password' }));
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};
