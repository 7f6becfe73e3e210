import * as FakeTimers from '@sinonjs/fake-timers';

export type InstalledClock = ReturnType<typeof FakeTimers.install>;

/**
 * Runs a play function's steps under fake timers. The clock is installed before the story
 * mounts (so the component's own timers are fake) and removed afterwards, even on failure.
 * Storybook's render pipeline must mount with real timers running, hence `mount` here
 * rather than a `beforeEach`.
 */
export async function withFakeClock(mount: () => Promise<unknown>, steps: (clock: InstalledClock) => Promise<void>) {
  const clock = FakeTimers.install({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  try {
    await mount();
    // Production React runs a component's effects, which start its timers, after the first
    // paint: two frames (the paint's and the next) let them run at fake time 0, not partway
    // through the first tick.
    await nextFrame();
    await nextFrame();
    await steps(clock);
  } finally {
    clock.uninstall();
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Advances fake time, then lets React commit what the timers scheduled. */
export async function advance(clock: InstalledClock, ms: number) {
  await clock.tickAsync(ms);
  await nextFrame();
}
