import { mockVerificationToken } from '@dhanya/api/msw';
import { VerifyEmailPage } from '@dhanya/storefront/routes/verify-email';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { pageDecorator, pageParameters, pageSetup, served } from './support/page';

const meta = {
  title: 'Storefront/Pages/VerifyEmail',
  tags: ['!autodocs'],
  component: VerifyEmailPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: {
    ...pageParameters,
    path: '/verify-email',
    route: `/verify-email?token=${mockVerificationToken}`,
    session: 'guest',
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type FetchSpy = { mock: { calls: unknown[][] } };
const verifications = (fetchSpy: FetchSpy) =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/api/user/verify-email'));

export const Loading: Story = {
  parameters: { ...served('slow'), docs: { description: { story: 'Issue 31: the link is being checked.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying your e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Checking your link' })).toBeVisible();
  },
};

export const Verified: Story = {
  tags: ['state'],
  parameters: { docs: { description: { story: 'Issue 31: the link from the sign-up e-mail verified the address.' } } },
  play: async ({ mount }) => {
    const fetchSpy = spyOn(window, 'fetch');
    const canvas = await mount();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail verified' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your e-mail address is verified.');
    await expect(canvas.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    // Posted once, however often the page renders: a second post would find the token used.
    await expect(verifications(fetchSpy)).toHaveLength(1);
  },
};

export const LinkExpiredOrUsed: Story = {
  tags: ['state'],
  name: 'Link expired or used',
  parameters: {
    route: '/verify-email?token=spent-token',
    docs: { description: { story: 'Issue 31: an expired or used link says so, and where to get a new one.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link expired or used' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    await expect(canvas.getByText('Sign in and ask for a new link from your profile.')).toBeVisible();
  },
};

export const NoToken: Story = {
  name: 'No token',
  parameters: {
    route: '/verify-email',
    docs: { description: { story: 'A link cut short: nothing is asked of the server.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link expired or used' })).toBeVisible();
  },
};
