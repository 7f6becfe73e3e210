import { paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockHandlers } from '@dhanya/api/msw';
import { TermsPage } from '@dhanya/storefront/routes/terms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

const terms = fixtures.terms;
const paragraphs = terms.content.split('\n\n');
const slow = { timeout: 5000 };

function servingTerms(answer: object) {
  return {
    msw: {
      handlers: {
        ...mockHandlers(),
        content: [http.get(paths.terms, () => HttpResponse.json(answer)), ...contentHandlers()],
      },
    },
  };
}

const meta = {
  title: 'Storefront/Pages/Terms',
  tags: ['!autodocs'],
  component: TermsPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CONTENT-02'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(paragraphs[0]!, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
    await expect(canvas.getByText(paragraphs.at(-1)!)).toBeVisible();
  },
};

export const LineBreaks: Story = {
  name: 'Line breaks',
  tags: ['req:CONTENT-02'],
  parameters: {
    ...servingTerms({ title: 'Shop rules', content: 'Open daily\nClosed on Diwali\n\nDelivery is free.' }),
    docs: { description: { story: 'Line breaks are kept.' } },
  },
  play: async ({ canvas }) => {
    const lines = await canvas.findByText(/^Open daily/, {}, slow);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop rules' })).toBeVisible();
    await expect(lines.textContent).toBe('Open daily\nClosed on Diwali');
    await expect(getComputedStyle(lines).whiteSpace).toBe('pre-line');
    // The two lines render on two rows.
    await expect(lines.getBoundingClientRect().height).toBeGreaterThan(
      canvas.getByText('Delivery is free.').getBoundingClientRect().height * 1.5,
    );
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading terms and conditions...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The terms and conditions have not been published yet.', {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Something went wrong while fetching data.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

const SCRIPT = '<script>window.termsScriptRan = true</script>';
const IMAGE = '<img src="x" onerror="window.termsImageRan = true">';

export const PlainText: Story = {
  name: 'Plain text',
  tags: ['req:CONTENT-08'],
  parameters: {
    ...servingTerms({ title: `Terms ${SCRIPT}`, content: `${IMAGE}\n\nSecond paragraph ${SCRIPT}` }),
    docs: { description: { story: 'Markup from the API is shown as text.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(IMAGE, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Terms ${SCRIPT}`);
    await expect(canvas.getByText(`Second paragraph ${SCRIPT}`)).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
    await expect((window as { termsScriptRan?: boolean }).termsScriptRan).toBeUndefined();
    await expect((window as { termsImageRan?: boolean }).termsImageRan).toBeUndefined();
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByText(paragraphs[0]!, {}, slow);
    const heading = canvas.getByRole('heading', { level: 1, name: terms.title });
    // The text fits the narrow screen: nothing runs off to the side.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(heading).toBeVisible();
  },
};
