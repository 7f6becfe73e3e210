import { fixtures, mockData } from '@dhanya/api/msw';
import { SupportPage } from '@dhanya/storefront/routes/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

const THANKS = 'Thank you for reaching out! We will get back to you soon.';
const slow = { timeout: 5000 };

type Canvas = ReturnType<typeof within>;
const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Send us a message' }));
const field = (canvas: Canvas, name: 'Name' | 'Email' | 'Message') => form(canvas).getByRole('textbox', { name });

async function send(canvas: Canvas, values: Record<'Name' | 'Email' | 'Message', string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.type(field(canvas, name as keyof typeof values), value);
  }
  await userEvent.click(form(canvas).getByRole('button', { name: 'Send Message' }));
}

const meta = {
  title: 'Storefront/Pages/Support',
  tags: ['!autodocs'],
  component: SupportPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/support', session: 'shopper' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CATALOG-29'],
  parameters: { docs: { description: { story: 'The contact form under its own heading.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer Support & Help' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: fixtures.footer.phone }, slow)).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    for (const name of ['Name', 'Email', 'Message'] as const) await expect(field(canvas, name)).toBeRequired();
    await send(canvas, { Name: 'Ravi Kumar', Email: 'ravi@example.com', Message: 'My order has not arrived.' });
    await expect(await canvas.findByText(THANKS, {}, slow)).toBeVisible();
    await expect(field(canvas, 'Message')).toHaveValue('');
    await expect(mockData.contactMessages[0]).toMatchObject({
      name: 'Ravi Kumar',
      message: 'My order has not arrived.',
    });
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  parameters: { session: 'guest', docs: { description: { story: 'A guest can ask for help too.' } } },
  play: async ({ canvas }) => {
    await send(canvas, { Name: 'Ravi Kumar', Email: 'ravi@example.com', Message: 'How do I reset my password?' });
    await expect(await canvas.findByText(THANKS, {}, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading contact details...')).toBeInTheDocument();
    await expect(field(canvas, 'Name')).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { ...served('empty'), visual: { widths: [1280] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Send us a message with the form and we will reply by email.', {}, slow),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await send(canvas, { Name: 'Ravi Kumar', Email: 'ravi@example.com', Message: 'My order has not arrived.' });
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Failed to send message');
    await expect(field(canvas, 'Message')).toHaveValue('My order has not arrived.');
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: fixtures.footer.email }, slow);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
