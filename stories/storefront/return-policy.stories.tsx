import { paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import { ReturnPolicyPage } from '@dhanya/storefront/routes/return-policy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { advance, withFakeClock } from '../support/fake-clock';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

const UPDATED = 'Policy Updated Successfully!';
const policy = fixtures.returnPolicy.policyText;
const paragraphs = policy.split('\n\n');
const slow = { timeout: 5000 };

type Canvas = ReturnType<typeof within>;

/** The policy has loaded: its second paragraph (the first is the page's own heading) is shown. */
const loaded = (canvas: Canvas) => canvas.findByText(paragraphs[1]!, {}, slow);
const editor = (canvas: Canvas) => canvas.queryByRole('textbox', { name: /Policy text/ });
/** The admin's editor, once it has read the policy as the admin does (with its translations). */
const findEditor = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Policy text' }, slow);
const updateButton = (canvas: Canvas) => canvas.queryByRole('button', { name: 'Update Policy' });
const toastShown = (text: string) => screen.queryByText(text, { selector: '[data-slot="toast-title"]' });

async function findToast(text: string) {
  const title = await screen.findByText(text, { selector: '[data-slot="toast-title"]' }, slow);
  const toast = title.closest('li');
  await expect(toast).not.toBeNull();
  // It fades in from transparent.
  await waitFor(() => expect(toast).toBeVisible());
  return toast!;
}

/** The content group with one policy update answer in front of the demo handlers. */
function updateAnswers(status: number, body: object) {
  return {
    msw: {
      handlers: {
        ...mockHandlers(),
        content: [http.put(paths.updateReturnPolicy, () => HttpResponse.json(body, { status })), ...contentHandlers()],
      },
    },
  };
}

const meta = {
  title: 'Storefront/Pages/Return policy',
  tags: ['!autodocs'],
  component: ReturnPolicyPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/return', session: 'guest' },
} satisfies Meta<typeof ReturnPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CONTENT-03', 'req:CONTENT-04'],
  parameters: { docs: { description: { story: 'As a guest sees it.' } } },
  play: async ({ canvas }) => {
    await expect(await loaded(canvas)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Return & Refund Policy');
    for (const paragraph of paragraphs.slice(1)) await expect(canvas.getByText(paragraph)).toBeVisible();
    // The policy's own first line is the heading, shown once.
    await expect(canvas.getAllByText('Return & Refund Policy')).toHaveLength(1);
    await expect(editor(canvas)).toBeNull();
    await expect(updateButton(canvas)).toBeNull();
  },
};

export const Shopper: Story = {
  tags: ['req:CONTENT-04'],
  parameters: { session: 'shopper', docs: { description: { story: 'A shopper sees no editor.' } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(localStorage.getItem('role')).not.toBe('1');
    await expect(editor(canvas)).toBeNull();
    await expect(updateButton(canvas)).toBeNull();
  },
};

export const Admin: Story = {
  tags: ['req:CONTENT-04', 'req:CONTENT-05', 'state'],
  parameters: { session: 'admin', docs: { description: { story: 'Admin updates the policy.' } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(localStorage.getItem('role')).toBe('1');
    const text = await findEditor(canvas);
    await expect(text).toHaveValue(policy);
    await userEvent.clear(text);
    await userEvent.type(text, 'Return & Refund Policy\n\nReturns within 10 days.\n\nRefunds in 5 working days.');
    await userEvent.click(updateButton(canvas)!);
    await findToast(UPDATED);
    // The page shows the stored text at once, and the store holds it (a reload would show it).
    await expect(await canvas.findByText('Returns within 10 days.', {}, slow)).toBeVisible();
    await expect(canvas.getByText('Refunds in 5 working days.')).toBeVisible();
    await expect(canvas.queryByText(paragraphs[1]!)).toBeNull();
    await expect(mockData.returnPolicy.policyText).toBe(
      'Return & Refund Policy\n\nReturns within 10 days.\n\nRefunds in 5 working days.',
    );
    await expect(text).toHaveValue('Return & Refund Policy\n\nReturns within 10 days.\n\nRefunds in 5 working days.');
  },
};

export const AdminHindi: Story = {
  name: 'Admin translates it on the Hindi page',
  tags: ['req:CONTENT-04'],
  parameters: {
    session: 'admin',
    locale: 'hi',
    path: '/hi/return',
    docs: {
      description: {
        story:
          'On `/hi/return` the editor still holds the English policy, with the Hindi one under its हिन्दी tab (issue 34): saving the Hindi never overwrites the English.',
      },
    },
  },
  play: async ({ canvas }) => {
    const hindiPolicy = fixtures.returnPolicy.translations!.hi!.policyText!;
    await expect(await canvas.findByText(hindiPolicy.split('\n\n')[1]!, {}, slow)).toBeVisible();
    await expect(await findEditor(canvas)).toHaveValue(policy);

    await userEvent.click(canvas.getByRole('tab', { name: 'हिन्दी' }));
    const hindi = canvas.getByRole('textbox', { name: 'Policy text in Hindi' });
    await expect(hindi).toHaveValue(hindiPolicy);
    await userEvent.clear(hindi);
    await userEvent.type(hindi, 'वापसी और रिफ़ंड नीति\n\nदस दिन में वापसी।');
    await userEvent.click(updateButton(canvas)!);
    await findToast(UPDATED);

    await expect(mockData.returnPolicy.policyText).toBe(policy);
    await expect(mockData.returnPolicy.translations?.hi?.policyText).toBe('वापसी और रिफ़ंड नीति\n\nदस दिन में वापसी।');
    // The Hindi page shows the new Hindi text at once.
    await expect(await canvas.findByText('दस दिन में वापसी।', {}, slow)).toBeVisible();
  },
};

export const AdminToastTiming: Story = {
  name: 'Admin toast timing',
  tags: ['req:CONTENT-05', 'req:CONST-04'],
  parameters: { session: 'admin', docs: { description: { story: 'The update toast closes after 2000 ms.' } } },
  play: ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      for (let step = 0; step < 200 && !updateButton(canvas); step++) await advance(clock, 20);
      updateButton(canvas)!.click();
      for (let step = 0; step < 200 && !toastShown(UPDATED); step++) await advance(clock, 20);
      await expect(toastShown(UPDATED)).not.toBeNull();
      await advance(clock, 1900);
      await expect(toastShown(UPDATED)).not.toBeNull();
      // testing-library's waitFor would wait on the fake clock itself: step the clock instead.
      for (let step = 0; step < 3 && toastShown(UPDATED); step++) await advance(clock, 100);
      await expect(toastShown(UPDATED)).toBeNull();
    }),
};

export const AdminFailure: Story = {
  name: 'Admin update refused',
  tags: ['req:CONTENT-05'],
  parameters: {
    session: 'admin',
    ...updateAnswers(500, { msg: 'The policy could not be saved' }),
    docs: { description: { story: 'A failed update shows the server message.' } },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(await findEditor(canvas), ' Updated.');
    await userEvent.click(updateButton(canvas)!);
    const toast = await findToast('The policy could not be saved');
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(180, 35, 24)');
    // The admin's text is kept, the shown policy is unchanged.
    await expect(editor(canvas)).toHaveValue(`${policy} Updated.`);
    await expect(canvas.getByText(paragraphs[1]!)).toBeVisible();
  },
};

export const AdminFailureWithoutMessage: Story = {
  name: 'Admin update failed',
  tags: ['req:CONTENT-05'],
  parameters: {
    session: 'admin',
    ...updateAnswers(500, {}),
    docs: { description: { story: 'A failed update without a message says "Operation failed".' } },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await findEditor(canvas);
    await userEvent.click(updateButton(canvas)!);
    await findToast('Operation failed');
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading return policy...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Return & Refund Policy');
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The return policy has not been published yet.', {}, slow)).toBeVisible();
    await expect(editor(canvas)).toBeNull();
  },
};

export const EmptyAdmin: Story = {
  name: 'Empty for an admin',
  parameters: {
    ...served('empty'),
    session: 'admin',
    docs: { description: { story: 'An empty editor that must be filled.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('The return policy has not been published yet.', {}, slow);
    const text = await findEditor(canvas);
    await expect(text).toHaveValue('');
    await expect(text).toBeRequired();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Something went wrong while fetching data.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(editor(canvas)).toBeNull();
  },
};

const SCRIPT = '<script>window.policyScriptRan = true</script>';
const IMAGE = '<img src="x" onerror="window.policyImageRan = true">';

export const PlainText: Story = {
  name: 'Plain text',
  tags: ['req:CONTENT-08'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        content: [
          http.get(paths.returnPolicy, () => HttpResponse.json({ policyText: `${SCRIPT}\n\n${IMAGE}` })),
          ...contentHandlers(),
        ],
      },
    },
    docs: { description: { story: 'Markup from the API is shown as text.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(SCRIPT, {}, slow)).toBeVisible();
    await expect(canvas.getByText(IMAGE)).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
    await expect((window as { policyScriptRan?: boolean }).policyScriptRan).toBeUndefined();
    await expect((window as { policyImageRan?: boolean }).policyImageRan).toBeUndefined();
  },
};

export const Mobile: Story = {
  parameters: { visual: false, session: 'admin' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(updateButton(canvas)).toBeVisible();
  },
};
