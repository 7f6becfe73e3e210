import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Carousel, type CarouselProps } from './carousel';
import { CarouselDots, CarouselNext, CarouselPrevious } from './carousel-controls';
import { CarouselRoot } from './carousel-root';
import { CarouselViewport } from './carousel-slides';
import { useCarousel, type CarouselImage } from './use-carousel';

const images: CarouselImage[] = [
  {
    _id: 'a',
    title: 'Basmati Rice',
    description: 'Aged two years',
    imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  },
  {
    _id: 'b',
    title: 'Sona Masoori',
    description: 'Light and fragrant',
    imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  },
  { _id: 'c', title: 'Toor Dal', imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
];

function setup(props: Partial<CarouselProps> = {}) {
  return render(<Carousel images={images} {...props} />);
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Featured products' });
// Hidden slides are aria-hidden, so the only accessible slide is the current one.
const currentSlide = () => screen.getByRole('group');
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const swipe = (from: number, to: number) => {
  fireEvent.touchStart(region(), { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchMove(region(), { touches: [{ clientX: to, clientY: 100 }] });
  fireEvent.touchEnd(region(), { changedTouches: [{ clientX: to, clientY: 100 }] });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it("loads the first slide's image at once with high priority and the others lazily", () => {
    const { container } = setup();
    const [first, ...rest] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const img of rest) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('gives every slide a width and height, and the sizes to pick from its srcset', () => {
    const withSizes = [{ ...images[0]!, srcSet: 'a-480.webp 480w, a-960.webp 960w' }, images[1]!];
    const { container } = setup({ images: withSizes, imageSizes: '(min-width: 1280px) 1232px, 100vw' });
    const [responsive, plain] = container.querySelectorAll('img');
    expect(responsive).toHaveAttribute('srcset', 'a-480.webp 480w, a-960.webp 960w');
    expect(responsive).toHaveAttribute('sizes', '(min-width: 1280px) 1232px, 100vw');
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('sizes');
    for (const img of [responsive, plain]) {
      expect(img).toHaveAttribute('width', '1600');
      expect(img).toHaveAttribute('height', '600');
    }
  });

  it('[HOME-06] the progress moves only on each 100 ms step, never between, and a dot click restarts it', () => {
    setup();
    expect(progress()).toBe(0);
    for (let step = 1; step < 60; step++) {
      tick(99);
      expect(progress()).toBe(Math.round(((step - 1) * 100) / 60));
      tick(1);
      expect(progress()).toBe(Math.round((step * 100) / 60));
    }
    expect(progress()).toBe(98);
    tick(100);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(progress()).toBe(0);
    tick(3000);
    expect(progress()).toBe(50);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(progress()).toBe(0);
  });

  it('[HOME-08] a touch start alone, without a swipe, pauses auto-play', () => {
    setup();
    fireEvent.touchStart(region(), { touches: [{ clientX: 100, clientY: 100 }] });
    tick(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(region()).toHaveAttribute('data-state', 'paused');
  });

  it('[HOME-09] the 50 px boundary: 51 px moves, 50 px or a mostly vertical swipe changes nothing', () => {
    setup();
    swipe(300, 249);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    swipe(100, 151);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(300, 250);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(100, 150);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 200, clientY: 300 }] });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('[HOME-10] a new touch before the 8000 ms restarts the wait', () => {
    setup();
    swipe(300, 100);
    tick(5000);
    swipe(300, 100);
    tick(7999);
    expect(region()).toHaveAttribute('data-state', 'paused');
    tick(1);
    expect(region()).toHaveAttribute('data-state', 'playing');
  });

  it('[HOME-11] leaving after an arrow click does not resume auto-play', () => {
    setup();
    fireEvent.mouseEnter(region());
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.mouseLeave(region());
    tick(12_000);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('turns the live region off while rotating and polite when paused', () => {
    const { container } = setup();
    const live = container.querySelector('[data-slot="carousel-content"]');
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause auto-play' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('a single image shows no controls and does not rotate', () => {
    setup({ images: images.slice(0, 1) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    tick(12_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 1');
  });

  it.each([
    ['an object', { success: true, images: [] }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'images'],
  ])('[HOME-13] treats %s as an empty list: "No images available"', (_, value) => {
    setup({ images: value as never });
    expect(screen.getByText('No images available')).toBeVisible();
  });

  it('[HOME-13] skips entries without an image URL and shows the rest', () => {
    setup({ images: [null, { title: 'No url' }, images[0]] as never });
    expect(currentSlide()).toHaveAccessibleName('1 of 1');
  });

  it('its name and texts can be overridden', () => {
    const { rerender } = setup({ label: 'Offers', labels: { next: 'Aage' } });
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    rerender(<Carousel images={[]} labels={{ empty: 'Kuch nahin' }} />);
    expect(screen.getByText('Kuch nahin')).toBeInTheDocument();
  });

  it('useCarousel throws outside a Carousel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useCarousel();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useCarousel must be used within a <Carousel> or <CarouselRoot>');
  });
});

describe('Carousel parts', () => {
  function Counter() {
    const { index, count } = useCarousel();
    return <p>{`${index + 1} / ${count}`}</p>;
  }

  it('compose in another layout and share one state', () => {
    render(
      <CarouselRoot slides={images} autoPlay={false} label="Offers">
        <CarouselViewport className="h-60" />
        <div>
          <CarouselPrevious />
          <Counter />
          <CarouselDots />
          <CarouselNext />
        </div>
      </CarouselRoot>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('starts at defaultIndex and reports every move, by the shopper or by auto-play', () => {
    const onIndexChange = vi.fn();
    setup({ defaultIndex: 2, onIndexChange });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    tick(6000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(onIndexChange).toHaveBeenCalledTimes(2);
  });

  it('a controlled index shows the given slide and moves on from it', () => {
    const onIndexChange = vi.fn();
    function Controlled() {
      const [index, setIndex] = useState(1);
      return (
        <>
          <Carousel
            images={images}
            index={index}
            onIndexChange={(next) => {
              onIndexChange(next);
              setIndex(next);
            }}
          />
          <button onClick={() => setIndex(0)}>First</button>
        </>
      );
    }
    render(<Controlled />);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('a controlled index the caller does not change stays put', () => {
    const onIndexChange = vi.fn();
    setup({ index: 0, onIndexChange });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(onIndexChange.mock.calls).toEqual([[1], [1]]);
  });
});
