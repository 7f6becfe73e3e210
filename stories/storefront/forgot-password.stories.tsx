import { fixtures } from '@dhanya/api/msw';
import { ForgotPasswordPage } from '@dhanya/storefront/routes/forgot-password';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageDecorator, pageParameters, pageSetup, served } from './support/page';

const meta = {
  title: 'Storefront/Pages/ForgotPassword',
  tags: ['!autodocs'],
  component: ForgotPasswordPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/forgot-password', session: 'guest' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CATALOG-29'],
  parameters: { docs: { description: { story: 'How to get help resetting a password.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expect(canvas.getByText(/resets passwords by hand/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The shop's own email and phone, once the footer has loaded.
    await expect(await canvas.findByRole('link', { name: fixtures.footer.email })).toHaveAttribute(
      'href',
      `mailto:${fixtures.footer.email}`,
    );
    await expect(canvas.getByRole('link', { name: fixtures.footer.phone })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: /Dhanya Organics/ })).toHaveAttribute('href', '/');
  },
};

export const BackToSignIn: Story = {
  name: 'Back to sign in',
  tags: ['req:CATALOG-29'],
  parameters: { docs: { description: { story: 'The link back goes to /login.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Sign In' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { ...served('slow'), docs: { description: { story: 'The footer is still on its way.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    visual: false,
    ...served('error'),
    docs: { description: { story: 'No footer: the contact page still helps.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  },
};
