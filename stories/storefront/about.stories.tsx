import { paths } from '@dhanya/api';
import { contentHandlers, fixtures, mockHandlers } from '@dhanya/api/msw';
import { AboutPage } from '@dhanya/storefront/routes/about';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

const about = fixtures.about;
const slow = { timeout: 5000 };

const SCRIPT = '<script>window.aboutScriptRan = true</script>';
const IMAGE = '<img src="x" onerror="window.aboutImageRan = true">';
const withMarkup = {
  ...about,
  title: `About ${SCRIPT}`,
  description: `We sell rice. ${IMAGE}`,
  story: `Our story ${SCRIPT}`,
  whyChooseUs: [IMAGE, 'Fresh stock'],
};

/** The content group with one about answer in front of the demo handlers. */
function servingAbout(answer: () => Response | undefined) {
  return { msw: { handlers: { ...mockHandlers(), content: [http.get(paths.about, answer), ...contentHandlers()] } } };
}

let aboutRequests = 0;

const meta = {
  title: 'Storefront/Pages/About',
  tags: ['!autodocs'],
  component: AboutPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CONTENT-01'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(about.description, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(canvas.getByText(about.vision)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(canvas.getByText(about.mission)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(canvas.getByText(about.story)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    const reasons = within(within(canvas.getByRole('article')).getByRole('list')).getAllByRole('listitem');
    await expect(reasons.map((item) => item.textContent)).toEqual(about.whyChooseUs);
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading about us...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Our story is not written yet.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    await expect(within(canvas.getByRole('article')).queryByRole('list')).toBeNull();
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

export const Retry: Story = {
  parameters: {
    ...servingAbout(() => (aboutRequests++ === 0 ? HttpResponse.json({ msg: 'Busy' }, { status: 500 }) : undefined)),
    docs: { description: { story: 'Error, then Try Again loads the page.' } },
  },
  beforeEach: () => {
    aboutRequests = 0;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText(about.description, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PlainText: Story = {
  name: 'Plain text',
  tags: ['req:CONTENT-08'],
  parameters: {
    ...servingAbout(() => HttpResponse.json(withMarkup)),
    docs: { description: { story: 'Markup from the API is shown as text.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(withMarkup.description, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(withMarkup.title);
    await expect(canvas.getByText(withMarkup.story)).toBeVisible();
    const reasons = within(within(canvas.getByRole('article')).getByRole('list')).getAllByRole('listitem');
    await expect(reasons[0]).toHaveTextContent(IMAGE);
    // Nothing was parsed: no element came from the text and no handler ran.
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
    await expect((window as { aboutScriptRan?: boolean }).aboutScriptRan).toBeUndefined();
    await expect((window as { aboutImageRan?: boolean }).aboutImageRan).toBeUndefined();
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(about.vision, {}, slow)).toBeVisible();
    const vision = canvas.getByRole('heading', { name: 'Our Vision' });
    const mission = canvas.getByRole('heading', { name: 'Our Mission' });
    // One column: the mission comes below the vision.
    await expect(mission.getBoundingClientRect().top).toBeGreaterThan(vision.getBoundingClientRect().bottom);
  },
};
