import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCloseOnScroll } from './use-close-on-scroll';

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCloseOnScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 100;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  it('[LAYOUT-14] a scroll of 20 px leaves the menu open; 21 px closes it', () => {
    const onClose = vi.fn();
    renderHook(() => useCloseOnScroll({ open: true, onClose }));
    scrollTo(120);
    tick(1000);
    expect(onClose).not.toHaveBeenCalled();
    scrollTo(80);
    tick(1000);
    expect(onClose).not.toHaveBeenCalled();
    scrollTo(121);
    tick(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[LAYOUT-14] upwards counts too: 21 px up closes', () => {
    const onClose = vi.fn();
    renderHook(() => useCloseOnScroll({ open: true, onClose }));
    scrollTo(79);
    tick(200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[LAYOUT-16] a burst of scroll events < 200 ms apart is evaluated once, 200 ms after the last', () => {
    const onClose = vi.fn();
    renderHook(() => useCloseOnScroll({ open: true, onClose }));
    for (const y of [110, 130, 160, 190, 230]) {
      scrollTo(y);
      tick(150);
    }
    // 150 ms after the last event: nothing evaluated yet, though the page is 130 px away.
    expect(onClose).not.toHaveBeenCalled();
    tick(49);
    expect(onClose).not.toHaveBeenCalled();
    tick(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[LAYOUT-16] only the position after the burst counts, not the positions during it', () => {
    const onClose = vi.fn();
    renderHook(() => useCloseOnScroll({ open: true, onClose }));
    scrollTo(300);
    tick(100);
    scrollTo(110);
    tick(500);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('[LAYOUT-15] measures from where the menu opened and ignores scrolling while closed', () => {
    const onClose = vi.fn();
    const { rerender } = renderHook(({ open }) => useCloseOnScroll({ open, onClose }), {
      initialProps: { open: false },
    });
    scrollTo(400);
    tick(500);
    expect(onClose).not.toHaveBeenCalled();
    rerender({ open: true });
    scrollTo(415);
    tick(200);
    expect(onClose).not.toHaveBeenCalled();
    scrollTo(430);
    tick(200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops listening when closed or unmounted', () => {
    const onClose = vi.fn();
    const { rerender, unmount } = renderHook(({ open }) => useCloseOnScroll({ open, onClose }), {
      initialProps: { open: true },
    });
    scrollTo(200);
    rerender({ open: false });
    tick(500);
    rerender({ open: true });
    scrollTo(400);
    unmount();
    tick(500);
    expect(onClose).not.toHaveBeenCalled();
  });
});
