import { paths } from '@dhanya/api';
import { fixtures, messageHandlers, mockData, mockHandlers } from '@dhanya/api/msw';
import { ContactPage } from '@dhanya/storefront/routes/contact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';
import { requestsIdle } from '../support/story-requests';

const THANKS = 'Thank you for reaching out! We will get back to you soon.';
const FAILED = 'Failed to send message';
const slow = { timeout: 5000 };

/** The bodies of the contact requests a story sent; each then goes on to the demo handler. */
let contactRequests: unknown[] = [];
const recordContacts = http.post(paths.sendContactMessage, async ({ request }) => {
  contactRequests.push(await request.clone().json());
  return undefined;
});

/**
 * Holds the contact request until `releaseContact()`, so the sending state can be seen. The
 * play function closes the gate before it sends: a release can never come before the hold.
 */
let contactGate = Promise.resolve();
let releaseContact = () => {};
const holdContacts = () => (contactGate = new Promise<void>((resolve) => (releaseContact = resolve)));
const heldContact = http.post(paths.sendContactMessage, async () => {
  await contactGate;
  return HttpResponse.json({ msg: THANKS }, { status: 201 });
});

type Canvas = ReturnType<typeof within>;
const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Send us a message' }));
const field = (canvas: Canvas, name: 'Name' | 'Email' | 'Message') =>
  form(canvas).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
const sendButton = (canvas: Canvas) => form(canvas).getByRole('button');

async function fill(canvas: Canvas, values: Partial<Record<'Name' | 'Email' | 'Message', string>>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field(canvas, name as keyof typeof values);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

const meta = {
  title: 'Storefront/Pages/Contact',
  tags: ['!autodocs'],
  component: ContactPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CONTENT-06', 'req:CONTENT-07'],
  parameters: {
    msw: { handlers: { ...mockHandlers(), messages: [recordContacts, ...messageHandlers()] } },
    docs: { description: { story: 'The message is sent.' } },
  },
  beforeEach: () => {
    contactRequests = [];
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const details = canvas.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(await within(details).findByRole('link', { name: fixtures.footer.email }, slow)).toHaveAttribute(
      'href',
      `mailto:${fixtures.footer.email}`,
    );
    await expect(within(details).getByText(fixtures.footer.address)).toBeVisible();

    for (const name of ['Name', 'Email', 'Message'] as const) {
      await expect(field(canvas, name)).toBeRequired();
      await expect(field(canvas, name)).toHaveValue('');
    }
    await expect(field(canvas, 'Email')).toHaveAttribute('type', 'email');

    const message = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you stock black rice?' };
    await fill(canvas, { Name: message.name, Email: message.email, Message: message.message });
    await userEvent.click(sendButton(canvas));
    // The server's own answer is shown, and the form is ready for another message.
    await expect(await canvas.findByText(THANKS, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(THANKS);
    for (const name of ['Name', 'Email', 'Message'] as const) await expect(field(canvas, name)).toHaveValue('');
    await expect(contactRequests).toEqual([message]);
    await expect(mockData.contactMessages[0]).toMatchObject(message);
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  tags: ['req:CONTENT-06'],
  parameters: {
    msw: { handlers: { ...mockHandlers(), messages: [recordContacts, ...messageHandlers()] } },
    docs: { description: { story: 'Every field is required: an empty one blocks the request.' } },
  },
  beforeEach: () => {
    contactRequests = [];
  },
  play: async ({ canvas }) => {
    await userEvent.click(sendButton(canvas));
    await expect((field(canvas, 'Name') as HTMLInputElement).validity.valueMissing).toBe(true);
    await fill(canvas, { Name: 'Asha Rao', Email: 'asha@example.com' });
    await userEvent.click(sendButton(canvas));
    await expect((field(canvas, 'Message') as HTMLTextAreaElement).validity.valueMissing).toBe(true);
    await fill(canvas, { Email: 'not-an-email', Message: 'Hello' });
    await userEvent.click(sendButton(canvas));
    await expect((field(canvas, 'Email') as HTMLInputElement).validity.typeMismatch).toBe(true);
    await requestsIdle();
    await expect(contactRequests).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: { ...mockHandlers(), messages: [heldContact, ...messageHandlers()] } },
    docs: { description: { story: 'The button is busy.' } },
  },
  play: async ({ canvas }) => {
    holdContacts();
    await expect(sendButton(canvas)).toHaveTextContent(/^Send Message$/);
    await fill(canvas, { Name: 'Asha Rao', Email: 'asha@example.com', Message: 'Hello' });
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(sendButton(canvas)).toHaveTextContent(/^Sending\.\.\.$/));
    await expect(sendButton(canvas)).toBeDisabled();
    releaseContact();
    await expect(await canvas.findByText(THANKS, {}, slow)).toBeVisible();
    await expect(sendButton(canvas)).toBeEnabled();
  },
};

export const Error: Story = {
  tags: ['req:CONTENT-07'],
  parameters: {
    ...served('error'),
    docs: { description: { story: '"Failed to send message", the values are kept.' } },
  },
  play: async ({ canvas }) => {
    const values = { Name: 'Asha Rao', Email: 'asha@example.com', Message: 'Do you stock black rice?' };
    await fill(canvas, values);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(FAILED);
    for (const [name, value] of Object.entries(values)) {
      await expect(field(canvas, name as keyof typeof values)).toHaveValue(value);
    }
    // The shop's details failed too: the form is still the way to reach it.
    await expect(canvas.getByText('Send us a message with the form and we will reply by email.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    const details = canvas.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(within(details).getByRole('status')).toHaveTextContent('Loading contact details...');
    await expect(field(canvas, 'Name')).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Send us a message with the form and we will reply by email.', {}, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const formCard = canvas.getByRole('form', { name: 'Send us a message' });
    const details = canvas.getByRole('complementary', { name: 'Other ways to reach us' });
    await within(details).findByRole('link', { name: fixtures.footer.email }, slow);
    // One column: the shop's details come below the form.
    await expect(details.getBoundingClientRect().top).toBeGreaterThan(formCard.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
