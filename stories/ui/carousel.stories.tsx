import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselProgress,
  CarouselRoot,
  CarouselSlide,
  CarouselViewport,
  useCarousel,
} from '@dhanya/ui';
import { carouselSlides, longTextSlide } from '../support/carousel-fixtures';
import { componentDocs } from '../support/component-docs';
import { advance, withFakeClock } from '../support/fake-clock';

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { images: carouselSlides },
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      The home page's slideshow of featured products, 600 px high: each slide a picture with a title and a
      description. It moves on by itself every 6 seconds with a progress bar, wraps around, and pauses
      while hovered, after the arrows or dots are used, and for shoppers who ask for reduced motion (who
      start it with its play button). It can be swiped on a touch screen and driven with the arrow keys.
      While loading it shows a message in the same space; with no slides, "No images available".

      It is composed from parts that another layout can use too: \`CarouselRoot\` holds the slides and
      the state (and takes \`index\`/\`defaultIndex\`/\`onIndexChange\`), \`CarouselViewport\` shows the
      slides (\`CarouselSlide\` each), and \`CarouselPrevious\`, \`CarouselNext\`, \`CarouselDots\`,
      \`CarouselPlayToggle\` and \`CarouselProgress\` go anywhere inside the root; \`useCarousel()\` reads
      the state for a part of one's own. See "Parts: controls below the slides".
      `,
      `
      <Carousel images={slides} loading={isLoading} />

      <CarouselRoot slides={slides}>
        <CarouselViewport className="h-[360px]" />
        <CarouselPrevious />
        <CarouselDots />
        <CarouselNext />
      </CarouselRoot>
      `,
    ),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const region = (canvas: Canvas) => canvas.getByRole('region', { name: 'Featured products' });
// Hidden slides are aria-hidden and inert, so the one accessible slide is the current one.
const currentSlide = (canvas: Canvas) => canvas.getByRole('group');
const progress = (canvas: Canvas) => Number(canvas.getByRole('progressbar').getAttribute('aria-valuenow'));

// userEvent hangs under the fake clock, so these steps dispatch the DOM events themselves.
const click = (element: HTMLElement) => element.click();
const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

// React derives mouseenter/mouseleave from mouseover/mouseout with a target outside React.
const mouseEnter = (element: Element) =>
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
const mouseLeave = (element: Element) =>
  element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));

function touch(element: Element, type: 'touchstart' | 'touchmove' | 'touchend', x: number, y = 200) {
  const point = { identifier: 1, target: element, clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y };
  const active = type === 'touchend' ? [] : [point];
  let event: Event;
  try {
    const t = new Touch(point);
    event = new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [t],
      changedTouches: [t],
    });
  } catch {
    event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperties(event, { touches: { value: active }, changedTouches: { value: [point] } });
  }
  element.dispatchEvent(event);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The caption stays inside the frame and clear of every control, however long its text. */
async function expectCaptionFits(canvas: Canvas) {
  const frame = region(canvas).getBoundingClientRect();
  const texts = [canvas.getByRole('heading'), currentSlide(canvas).querySelector('p')!].map((el) =>
    el.getBoundingClientRect(),
  );
  const controls = [...canvas.getAllByRole('button'), canvas.getByRole('progressbar')].map((el) =>
    el.getBoundingClientRect(),
  );
  for (const text of texts) {
    await expect(text.top).toBeGreaterThanOrEqual(frame.top);
    await expect(text.left).toBeGreaterThanOrEqual(frame.left);
    await expect(text.right).toBeLessThanOrEqual(frame.right);
    await expect(controls.some((control) => overlaps(text, control))).toBe(false);
  }
}

function swipe(element: Element, from: number, to: number) {
  touch(element, 'touchstart', from);
  touch(element, 'touchmove', to);
  touch(element, 'touchend', to);
}

export const All: Story = {
  tags: ['req:HOME-12'],
  render: (args) => (
    <div className="grid gap-6 lg:grid-cols-2">
      {(
        [
          ['Populated', { images: carouselSlides }],
          ['Loading', { images: [], loading: true }],
          ['Empty', { images: [] }],
          ['Single image', { images: carouselSlides.slice(1, 2) }],
        ] as const
      ).map(([name, props]) => (
        <section key={name} className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{name}</h2>
          <Carousel {...args} {...props} height={360} label={`Featured products (${name})`} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
    await expect(canvas.getByText('Loading Amazing Content...')).toBeVisible();
    const empty = within(canvas.getByRole('region', { name: 'Featured products (Empty)' }));
    await expect(empty.getByText('No images available')).toBeVisible();
    await expect(empty.queryByRole('button')).not.toBeInTheDocument();
    // One slide: no arrows, dots or play button.
    const single = within(canvas.getByRole('region', { name: 'Featured products (Single image)' }));
    await expect(single.getByRole('group')).toHaveAccessibleName('1 of 1');
    await expect(single.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Populated: Story = {
  tags: ['req:HOME-02', 'req:HOME-04'],
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      const carousel = region(canvas);
      await expect(carousel.getBoundingClientRect().height).toBe(600);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      await expect(canvas.getByRole('heading', { name: carouselSlides[0]!.title })).toBeVisible();
      await expect(canvas.getByText(carouselSlides[0]!.description!)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(4);
      await expect(canvas.getByRole('button', { name: 'Pause auto-play' })).toBeVisible();

      click(canvas.getByRole('button', { name: 'Previous slide' }));
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('4 of 4');
      await expect(canvas.getByRole('heading', { name: carouselSlides[3]!.title })).toBeInTheDocument();
      click(canvas.getByRole('button', { name: 'Next slide' }));
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
    }),
};

export const AutoAdvance: Story = {
  name: 'Auto-advance and wrap',
  tags: ['req:HOME-05'],
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      await advance(clock, 5900);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      await advance(clock, 100);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      await expect(canvas.getByRole('heading', { name: carouselSlides[1]!.title })).toBeInTheDocument();
      await advance(clock, 12_000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('4 of 4');
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
    }),
};

export const Progress: Story = {
  name: 'Progress bar',
  tags: ['req:HOME-06'],
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('progressbar', { name: 'Time until next slide' })).toBeVisible();
      await expect(progress(canvas)).toBe(0);
      await advance(clock, 100);
      await expect(progress(canvas)).toBe(2);
      await advance(clock, 2900);
      await expect(progress(canvas)).toBe(50);
      await advance(clock, 2900);
      await expect(progress(canvas)).toBe(98);
      await advance(clock, 100);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      await expect(progress(canvas)).toBe(0);
      await advance(clock, 1500);
      await expect(progress(canvas)).toBe(25);
    }),
};

export const HoverPauses: Story = {
  name: 'Hover pauses',
  tags: ['req:HOME-07'],
  parameters: { docs: { description: { story: 'Hover pauses, leave resumes.' } } },
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      await advance(clock, 3000);
      mouseEnter(region(canvas));
      await advance(clock, 0);
      await advance(clock, 12_000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      await expect(progress(canvas)).toBe(50);
      mouseLeave(region(canvas));
      await advance(clock, 0);
      await advance(clock, 3000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    }),
};

export const Swipe: Story = {
  tags: ['req:HOME-08', 'req:HOME-09', 'req:HOME-10'],
  parameters: { docs: { description: { story: 'Swipe, then resume after 8000 ms.' } } },
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      swipe(region(canvas), 300, 240);
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      swipe(region(canvas), 100, 160);
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      swipe(region(canvas), 300, 250);
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');

      await advance(clock, 7900);
      await expect(region(canvas)).toHaveAttribute('data-state', 'paused');
      await advance(clock, 100);
      await expect(region(canvas)).toHaveAttribute('data-state', 'playing');
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    }),
};

export const ArrowsAndDotsPause: Story = {
  name: 'Arrows and dots pause',
  tags: ['req:HOME-11'],
  parameters: { docs: { description: { story: 'Arrows and dots pause auto-play.' } } },
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      click(canvas.getByRole('button', { name: 'Next slide' }));
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      await expect(canvas.getByRole('button', { name: 'Start auto-play' })).toBeVisible();

      click(canvas.getByRole('button', { name: 'Go to slide 4' }));
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('4 of 4');
      await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('4 of 4');
    }),
};

export const PlayPauseToggle: Story = {
  name: 'Play/pause toggle',
  tags: ['req:HOME-11'],
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      click(canvas.getByRole('button', { name: 'Pause auto-play' }));
      await advance(clock, 0);
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'paused');

      click(canvas.getByRole('button', { name: 'Start auto-play' }));
      await advance(clock, 0);
      await expect(canvas.getByRole('button', { name: 'Pause auto-play' })).toBeVisible();
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    }),
};

export const Keyboard: Story = {
  name: 'Keyboard arrows',
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      region(canvas).focus();
      press(region(canvas), 'ArrowLeft');
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('4 of 4');
      press(region(canvas), 'ArrowRight');
      press(region(canvas), 'ArrowRight');
      await advance(clock, 0);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
      region(canvas).blur();
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    }),
};

export const Loading: Story = {
  tags: ['req:HOME-12'],
  args: { loading: true, images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Amazing Content...');
    await expect(region(canvas).getBoundingClientRect().height).toBe(600);
  },
};

export const InvalidData: Story = {
  name: 'Invalid data',
  tags: ['req:HOME-13'],
  parameters: { docs: { description: { story: 'The images are not an array.' } } },
  args: { images: { success: true, images: 'oops' } as never },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images available')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { images: [longTextSlide, ...carouselSlides.slice(1)], autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCaptionFits(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div className="w-[343px]">
        <Story />
      </div>
    ),
  ],
  args: { images: [longTextSlide, ...carouselSlides.slice(1)], autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = region(canvas).getBoundingClientRect();
    await expect(frame.width).toBe(343);
    await expect(frame.height).toBe(600);
    await expect(getComputedStyle(canvas.getByRole('heading')).fontSize).toBe('24px');
    await expectCaptionFits(canvas);
    const dots = canvas.getAllByRole('button', { name: /^Go to slide/ });
    const toggle = canvas.getByRole('button', { name: 'Start auto-play' }).getBoundingClientRect();
    await expect(dots.at(-1)!.getBoundingClientRect().right).toBeLessThan(toggle.left);
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  parameters: { docs: { description: { story: 'Reduced motion starts paused.' } } },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ mount, canvasElement }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('button', { name: 'Start auto-play' })).toBeVisible();
      await advance(clock, 12_000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
      click(canvas.getByRole('button', { name: 'Start auto-play' }));
      await advance(clock, 0);
      await advance(clock, 6000);
      await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    }),
};

/** A part of one's own: the slide number, read from the carousel around it. */
function SlideCounter() {
  const { index, count } = useCarousel();
  return (
    <p data-slot="slide-counter" className="text-sm font-medium text-primary-foreground tabular-nums">
      {index + 1} / {count}
    </p>
  );
}

export const ComposedParts: Story = {
  name: 'Parts: controls below the slides',
  parameters: {
    docs: {
      description: {
        story:
          'The same parts in another layout: the slides on top, then the progress bar, then a bar of controls with a slide counter of its own.',
      },
    },
  },
  render: () => (
    <CarouselRoot
      slides={carouselSlides}
      autoPlay={false}
      className="max-w-3xl overflow-hidden rounded-card bg-primary"
    >
      <CarouselViewport className="h-[360px]">
        {carouselSlides.map((slide, index) => (
          <CarouselSlide key={slide._id} index={index} />
        ))}
      </CarouselViewport>
      <CarouselProgress />
      <div data-slot="carousel-controls" className="flex items-center gap-3 px-4 py-3">
        <CarouselPrevious />
        <CarouselDots className="flex-1 justify-center bg-transparent" />
        <SlideCounter />
        <CarouselNext />
        <CarouselPlayToggle />
      </div>
    </CarouselRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvasElement.querySelector('[data-slot="carousel-content"]')!.getBoundingClientRect();
    const controls = canvasElement.querySelector('[data-slot="carousel-controls"]')!.getBoundingClientRect();
    await expect(slides.height).toBe(360);
    await expect(controls.top).toBeGreaterThanOrEqual(slides.bottom);
    await expect(currentSlide(canvas)).toHaveAccessibleName('1 of 4');
    await expect(canvas.getByText('1 / 4')).toBeVisible();

    click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByText('2 / 4')).toBeVisible();
    await expect(currentSlide(canvas)).toHaveAccessibleName('2 of 4');
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    press(region(canvas), 'ArrowLeft');
    await expect(await canvas.findByText('1 / 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start auto-play' })).toBeVisible();
  },
};
