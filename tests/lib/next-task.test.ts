import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdleAfterPaint } from '../../src/lib/next-task';

describe('nextTask', () => {
  it('resolves in a later task: after every promise this task queues, however long its chain', async () => {
    let hops = 0;
    const chain = async () => {
      for (let i = 0; i < 100; i++) {
        await Promise.resolve();
        hops += 1;
      }
    };
    const waited = nextTask().then(() => hops);
    void chain();
    expect(await waited).toBe(100);
  });
});

describe('whenIdleAfterPaint', () => {
  /** The browser's frame and idle callbacks, run by hand in the order a browser would. */
  function fakeBrowser() {
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
    return {
      paintFrame: () => runAll(frames),
      beIdle: () => runAll(idle),
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('resolves once a frame has been painted and shown, then the browser is idle', async () => {
    const browser = fakeBrowser();
    let resolved = false;
    const waiting = whenIdleAfterPaint().then(() => (resolved = true));

    // Idle before the frame that paints the screen: a download then would share its bandwidth.
    browser.beIdle();
    browser.paintFrame();
    browser.beIdle();
    await Promise.resolve();
    expect(resolved).toBe(false);

    // The next frame: the screen's frame is on the screen by then.
    browser.paintFrame();
    await Promise.resolve();
    expect(resolved).toBe(false);
    browser.beIdle();
    await waiting;
    expect(resolved).toBe(true);
  });
});
