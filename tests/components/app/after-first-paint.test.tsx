import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../../src/presentation/app/after-first-paint';

/** The browser's frame and idle callbacks, run by hand. */
let frames: (() => void)[] = [];
let idle: (() => void)[] = [];
beforeEach(() => {
  frames = [];
  idle = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

/** Two frames (the screen's, then the one by which it is shown), then an idle period. */
async function paintThenIdle() {
  await act(async () => {
    for (const queue of [frames, frames, idle]) queue.splice(0).forEach((callback) => callback());
  });
}

describe('AfterFirstPaint', () => {
  it('runs once the screen beside it has been shown and the browser is idle, and only once', async () => {
    const run = vi.fn();
    render(
      <StrictMode>
        <h1>Post a delivery</h1>
        <AfterFirstPaint run={run} />
      </StrictMode>,
    );
    expect(run).not.toHaveBeenCalled();
    await paintThenIdle();
    expect(run).toHaveBeenCalledTimes(1);
    await paintThenIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run when it is gone before then', async () => {
    const run = vi.fn();
    const { unmount } = render(<AfterFirstPaint run={run} />);
    unmount();
    await paintThenIdle();
    expect(run).not.toHaveBeenCalled();
  });
});
