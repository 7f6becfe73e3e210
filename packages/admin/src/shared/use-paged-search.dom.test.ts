import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { usePagedSearch } from './use-paged-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test('[ADMIN-11] searches once typing pauses for 300 ms, trimmed', async () => {
  const { result } = renderHook(() => usePagedSearch());
  act(() => result.current.type('ri'));
  await advance(200);
  act(() => result.current.type(' rice '));
  await advance(299);
  expect(result.current).toMatchObject({ text: ' rice ', query: '' });
  await advance(1);
  expect(result.current.query).toBe('rice');
});

test('[ADMIN-11] a cleared box lists everything at once', async () => {
  const { result } = renderHook(() => usePagedSearch());
  act(() => result.current.type('rice'));
  await advance(300);
  act(() => result.current.type('  '));
  expect(result.current.query).toBe('');
});

test('[ADMIN-11] [ADMIN-42] a new search starts on page 1; its own pages are kept', async () => {
  const { result } = renderHook(() => usePagedSearch());
  act(() => result.current.setPage(3));
  expect(result.current.page).toBe(3);
  act(() => result.current.type('rice'));
  await advance(300);
  expect(result.current.page).toBe(1);
  act(() => result.current.setPage(2));
  expect(result.current.page).toBe(2);
  act(() => result.current.type('ricex'));
  await advance(300);
  act(() => result.current.type('rice'));
  await advance(300);
  expect(result.current).toMatchObject({ query: 'rice', page: 1 });
  act(() => result.current.setPage(2));
  act(() => result.current.type(''));
  expect(result.current).toMatchObject({ query: '', page: 1 });
});

test('[ADMIN-11] text that searches for the same again keeps the page', async () => {
  const { result } = renderHook(() => usePagedSearch());
  act(() => result.current.setPage(2));
  act(() => result.current.type('r'));
  act(() => result.current.type(''));
  await advance(300);
  expect(result.current).toMatchObject({ query: '', page: 2 });
  act(() => result.current.type('  '));
  await advance(300);
  expect(result.current.page).toBe(2);
});

test('[ADMIN-11] a page emptied elsewhere gives way to the last page left', () => {
  const { result } = renderHook(() => usePagedSearch());
  act(() => result.current.setPage(3));
  act(() => result.current.keepWithin(3));
  expect(result.current.page).toBe(3);
  act(() => result.current.keepWithin(2));
  expect(result.current.page).toBe(2);
  act(() => result.current.keepWithin(0));
  expect(result.current.page).toBe(1);
});
