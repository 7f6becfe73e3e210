import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MaintenanceBanner } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/MaintenanceBanner',
  component: MaintenanceBanner,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      The notice across the top of the shop while it is under maintenance (or for any other shop-wide
      news). The text scrolls sideways in a loop and can be stopped with its button; for shoppers who ask
      for reduced motion, or with \`animated={false}\`, it stands still and wraps instead. Keep the text
      to a sentence or two.
      `,
      `
      <MaintenanceBanner text="Orders placed during Sankranti ship from 18 January." />
      `,
    ),
  },
} satisfies Meta<typeof MaintenanceBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const exactText =
  "Our website is under maintenance. We're making improvements and will be back shortly. Thank you for your patience.";
const longText =
  'Because of the Sankranti holidays, orders placed between 12 and 17 January will be packed and shipped from 18 January. Cash on delivery is paused in these pin codes until further notice, and our phone line is open from 10 am to 4 pm only. We thank you for your patience and wish you a happy harvest festival.';

function parts(canvasElement: HTMLElement, name = 'Site notice') {
  const region = within(canvasElement).getByRole('region', { name });
  const track = region.querySelector<HTMLElement>('[data-slot="maintenance-banner-track"]');
  if (!track) throw new Error('maintenance-banner-track not found');
  // The one copy of the text that assistive technology reads (a looping copy is aria-hidden).
  const text = within(region).getByRole('paragraph');
  return { region, track, text };
}

async function expectNoHorizontalScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <MaintenanceBanner label="Site notice (scrolling)" />
      <MaintenanceBanner label="Site notice (static)" animated={false} />
      <MaintenanceBanner label="Site notice (long text)" text={longText} />
    </div>
  ),
};

export const Default: Story = {
  tags: ['req:LAYOUT-04'],
  play: async ({ canvasElement }) => {
    const { track, text } = parts(canvasElement);
    await expect(text).toHaveTextContent(exactText, { normalizeWhitespace: false });
    await expect(text.textContent).toBe(exactText);
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');

    // The text really moves sideways.
    const start = text.getBoundingClientRect().left;
    await waitFor(() => expect(text.getBoundingClientRect().left).toBeLessThan(start - 5), { timeout: 3000 });
    await expectNoHorizontalScroll();
  },
};

export const StopScrolling: Story = {
  name: 'Stop scrolling',
  tags: ['req:LAYOUT-04'],
  parameters: { docs: { description: { story: 'The scrolling can be stopped and restarted.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop scrolling the notice' }));
    const { track } = parts(canvasElement);
    await expect(getComputedStyle(track).animationName).toBe('none');
    await expect(canvas.getByText(exactText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll the notice' }));
    await expect(getComputedStyle(parts(canvasElement).track).animationName).not.toBe('none');
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  tags: ['req:LAYOUT-05'],
  args: { animated: false },
  play: async ({ canvasElement }) => {
    const { region, track, text } = parts(canvasElement);
    await expect(text.textContent).toBe(exactText);
    await expect(within(region).getAllByText(exactText)).toHaveLength(1);
    await expect(getComputedStyle(track).animationName).toBe('none');
    await expect(getComputedStyle(text).animationName).toBe('none');

    // Static and fully readable: the text wraps inside the banner and stays put.
    const before = text.getBoundingClientRect();
    await expect(before.left).toBeGreaterThanOrEqual(region.getBoundingClientRect().left);
    await expect(before.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    // Nothing moves it: no animation or transition runs on the banner's track or text.
    await expect(track.getAnimations({ subtree: true })).toEqual([]);
  },
};

export const LongText: Story = {
  args: { text: longText },
  play: async ({ canvasElement }) => {
    const { text, track } = parts(canvasElement);
    await expect(text.textContent).toBe(longText);
    await expect(getComputedStyle(track).animationName).not.toBe('none');
    await expectNoHorizontalScroll();
  },
};

export const Mobile: Story = {
  tags: ['req:LAYOUT-04'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { region, text } = parts(canvasElement);
    await expect(text.textContent).toBe(exactText);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expectNoHorizontalScroll();
  },
};

export const MobileReducedMotion: Story = {
  name: 'Mobile, reduced motion',
  tags: ['req:LAYOUT-05'],
  args: { animated: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const { region, text } = parts(canvasElement);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    // Wrapped over several lines rather than cut off.
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(
      2 * parseFloat(getComputedStyle(text).lineHeight),
    );
    await expectNoHorizontalScroll();
  },
};
