import OutboxTab from '@dhanya/admin/features/outbox/outbox-tab';
import { type OutboxMessage, outboxMessages, paths } from '@dhanya/api';
import { fixtures, mockData, mockHandlers, outboxHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, pageSetup, served, tabDecorator } from './support/page';
import { toast } from './support/toast';
import { askedQuery } from '../support/asked-query';

/*
 * The demo shop's order e-mails (fixtures.outboxMessages), newest first: order-1005's two
 * waiting (the shop's copy tried twice), Ravi's "Order placed" failed (his mailbox does not
 * exist), order-1002's "Delivered" failed after every try, five sent.
 */
const slow = { timeout: 5000 };
const ravisEmail = fixtures.outboxMessages.find((message) => message._id === 'mail-7')!;
const shopCopy = fixtures.outboxMessages.find((message) => message._id === 'mail-9')!;

function outboxServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), outbox: [...overrides, ...outboxHandlers()] } } };
}

const meta = {
  title: 'Admin/Tabs/E-mails',
  tags: ['!autodocs'],
  component: OutboxTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof OutboxTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Order e-mails' }, slow);
/** The row of an e-mail, found by its subject and whom it went to. */
async function row(canvas: Canvas, message: Pick<OutboxMessage, 'subject' | 'to'>) {
  const rows = within(await table(canvas)).getAllByRole('row');
  const found = rows.find(
    (line) => line.textContent?.includes(message.subject) && line.textContent.includes(message.to),
  );
  await expect(found, `a row for "${message.subject}" to ${message.to}`).toBeDefined();
  return within(found!);
}
const subjectsShown = async (canvas: Canvas) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((line) => within(line).getAllByRole('cell')[3]!.textContent);
const filter = (canvas: Canvas, name: RegExp) => canvas.getByRole('radio', { name });
const retryButton = (line: Canvas) => line.getByRole('button', { name: /^Retry/ });

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading e-mails...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'E-mails' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    ...served('empty'),
    docs: { description: { story: 'A shop that has sent no e-mail yet: nothing to filter.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No e-mails yet', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'E-mail pages' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Failed to load the e-mails.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Every order e-mail, newest first: when, what it tells of which order, its state, to whom, its subject, its tries and last error. A failed or pending one has Retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await subjectsShown(canvas)).toEqual(fixtures.outboxMessages.map((message) => message.subject));
    await expect(filter(canvas, /^All \(9\)$/)).toBeChecked();
    for (const name of [/^Pending \(2\)$/, /^Failed \(2\)$/, /^Sent \(5\)$/]) {
      await expect(filter(canvas, name)).not.toBeChecked();
    }
    const failed = await row(canvas, ravisEmail);
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed.getByText('Order placed')).toBeVisible();
    await expect(failed.getByText(ravisEmail.orderReference!)).toBeVisible();
    await expect(failed.getByText(ravisEmail.lastError!)).toBeVisible();
    await expect(failed.getByText('8 attempts')).toBeVisible();
    await expect(retryButton(failed)).toHaveAccessibleName(`Retry Order placed e-mail to ${ravisEmail.to}`);

    const pending = await row(canvas, shopCopy);
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.getByText('Your shop')).toBeVisible();
    await expect(retryButton(pending)).toBeEnabled();

    const sent = await row(
      canvas,
      fixtures.outboxMessages.find((message) => message.event === 'shipped')!,
    );
    await expect(sent.getByText('Sent')).toBeVisible();
    await expect(sent.queryByRole('button', { name: /^Retry/ })).toBeNull();
    // Sending works: no notice.
    await expect(canvas.queryByText(/^E-mail is off/)).toBeNull();
  },
};

export const EmailOff: Story = {
  name: 'E-mail off',
  beforeEach: () => {
    mockData.outboxSending = false;
  },
  parameters: {
    docs: {
      description: {
        story: 'Without SMTP_URL on the server, the e-mails wait: the tab says how to turn sending on.',
      },
    },
  },
  play: async ({ canvas }) => {
    await table(canvas);
    await expect(canvas.getByText('E-mail is off: set SMTP_URL on the server to send these.')).toBeVisible();
  },
};

export const Filtered: Story = {
  name: 'Failed only',
  parameters: { docs: { description: { story: 'The filter shows the e-mails in one state, with the counts.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await userEvent.click(filter(canvas, /^Failed/));
    const failed = fixtures.outboxMessages.filter((message) => message.status === 'failed');
    await waitFor(async () => expect(await subjectsShown(canvas)).toEqual(failed.map((message) => message.subject)));
    const asked = fetchSpy.mock.calls.map(
      ([input]) => new URL(String(input instanceof Request ? input.url : input), location.href),
    );
    await expect(asked.filter((url) => url.pathname === paths.outbox).map(askedQuery)).toEqual([
      '?status=failed&page=1',
    ]);

    await userEvent.click(filter(canvas, /^Sent/));
    await waitFor(async () => expect(await subjectsShown(canvas)).toHaveLength(5));
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

export const NoneFailed: Story = {
  name: 'Nothing failed',
  beforeEach: () => {
    mockData.outbox = mockData.outbox.filter((message) => message.status !== 'failed');
  },
  parameters: { docs: { description: { story: 'A filter that finds nothing says so.' } } },
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(filter(canvas, /^Failed \(0\)$/));
    await expect(await canvas.findByText('No failed e-mails')).toBeVisible();
  },
};

export const Retry: Story = {
  // Wide enough for the retried e-mail's whole row to be in the picture.
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    docs: { description: { story: 'Retry on a failed e-mail: it is pending again, its tries counted afresh.' } },
  },
  play: async ({ canvas }) => {
    const failed = await row(canvas, ravisEmail);
    await userEvent.click(retryButton(failed));
    await toast(outboxMessages.retried, 'success');
    await waitFor(async () => expect((await row(canvas, ravisEmail)).getByText('Pending')).toBeVisible());
    const retried = await row(canvas, ravisEmail);
    await expect(retried.getByText('0 attempts')).toBeVisible();
    await expect(filter(canvas, /^Failed \(1\)$/)).toBeInTheDocument();
    await expect(filter(canvas, /^Pending \(3\)$/)).toBeInTheDocument();
    await expect(mockData.outbox.find((message) => message._id === ravisEmail._id)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await expect(retryButton(retried)).toHaveFocus();
  },
};

export const RetryRefused: Story = {
  name: 'Retry refused',
  parameters: {
    ...outboxServed(
      http.post(paths.retryOutboxMessage.route, () =>
        HttpResponse.json({ msg: outboxMessages.alreadySent }, { status: 409 }),
      ),
    ),
    docs: {
      description: { story: 'An e-mail sent in the meantime is not sent twice: the toast gives the server’s reason.' },
    },
  },
  play: async ({ canvas }) => {
    const pending = await row(canvas, shopCopy);
    await userEvent.click(retryButton(pending));
    await toast(outboxMessages.alreadySent, 'error');
    await expect(retryButton(await row(canvas, shopCopy))).toBeEnabled();
  },
};

/** 25 more e-mails than the demo's, all sent, older than every one of them. */
function manySent() {
  const oldest = fixtures.outboxMessages.at(-1)!;
  for (let index = 1; index <= 25; index += 1) {
    mockData.outbox.push({
      ...oldest,
      _id: `mail-old-${index}`,
      event: 'delivered',
      subject: `Your order DH-OLD${String(index).padStart(5, '0')} is delivered`,
      createdAt: new Date(Date.parse(oldest.createdAt) - index * 86_400_000).toISOString(),
    });
  }
}

export const Pages: Story = {
  beforeEach: manySent,
  parameters: { docs: { description: { story: '20 e-mails a page, with Previous, Next and the page numbers.' } } },
  play: async ({ canvas }) => {
    await expect(await subjectsShown(canvas)).toHaveLength(20);
    const pager = within(canvas.getByRole('navigation', { name: 'E-mail pages' }));
    await userEvent.click(pager.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await subjectsShown(canvas)).toHaveLength(14));
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Another filter starts on page 1.
    await userEvent.click(filter(canvas, /^Pending/));
    await waitFor(async () => expect(await subjectsShown(canvas)).toHaveLength(2));
    await expect(canvas.queryByRole('navigation', { name: 'E-mail pages' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: () => {
    mockData.outboxSending = false;
  },
  parameters: {
    docs: {
      description: {
        story: 'On a phone: the filter two by two, a card per e-mail with its state and Retry in sight.',
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Order e-mails' }, slow);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(fixtures.outboxMessages.length);
    const ravi = within(cards.find((card) => card.textContent?.includes(ravisEmail.to))!);
    await expect(ravi.getByText('Failed')).toBeVisible();
    await expect(ravi.getByText(`Last error: ${ravisEmail.lastError!}`)).toBeVisible();
    await expect(retryButton(ravi)).toBeVisible();
    await expect(canvas.getByText(/^E-mail is off/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
