import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle, fullGarbageCollection } from '../src/http/idle-collection.js';

const megabyte = 1024 * 1024;
let finishSlow: () => void = () => {};

/** A bare app with the collector on a fake heap, and one route to send traffic to. */
async function appWithCollector(heap: { bytes: number }) {
  const collect = vi.fn(() => {
    heap.bytes = 60 * megabyte;
  });
  const app = Fastify();
  collectGarbageWhenIdle(app, { collect, quietMs: 1_000, growthBytes: 32 * megabyte, heapBytes: () => heap.bytes });
  app.get('/', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise<void>((resolve) => (finishSlow = resolve));
    return { ok: true };
  });
  await app.ready();
  return { app, collect };
}

describe('collecting garbage once the shop goes quiet (issue 13)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects after a burst that grew the heap (twice, to give the pages back), and not again while it stays quiet', async () => {
    vi.useFakeTimers();
    const heap = { bytes: 60 * megabyte };
    const { app, collect } = await appWithCollector(heap);
    await app.inject('/');
    heap.bytes = 150 * megabyte;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('leaves it to V8 while requests keep coming', async () => {
    vi.useFakeTimers();
    const heap = { bytes: 150 * megabyte };
    const { app, collect } = await appWithCollector(heap);
    for (let second = 0; second < 10; second++) {
      await app.inject('/');
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    await app.close();
  });

  it('waits while a request is still being answered, however long it takes', async () => {
    vi.useFakeTimers();
    const heap = { bytes: 60 * megabyte };
    const { app, collect } = await appWithCollector(heap);
    // A burst, then one request the shop is slow to answer.
    await app.inject('/');
    const slow = app.inject('/slow');
    heap.bytes = 150 * megabyte;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).not.toHaveBeenCalled();
    finishSlow();
    await slow;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(collect).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('does not collect after a burst that left the heap about as it was', async () => {
    vi.useFakeTimers();
    const heap = { bytes: 60 * megabyte };
    const { app, collect } = await appWithCollector(heap);
    await app.inject('/');
    heap.bytes = 80 * megabyte;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).not.toHaveBeenCalled();
    await app.close();
  });

  it("runs V8's full collection without --expose-gc on the command line", () => {
    const collect = fullGarbageCollection();
    expect(collect).toBeTypeOf('function');
    expect(() => collect()).not.toThrow();
  });
});
