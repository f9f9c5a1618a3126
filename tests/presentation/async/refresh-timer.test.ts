import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshTimer } from '../../../src/presentation/async/refresh-timer';
import { systemTimers as fakeTimers } from '../../../src/infrastructure/platform/system-timers';

function fakeVisibility(initial = true) {
  let visible = initial;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener: (visible: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      visible = value;
      listeners.forEach((l) => l(value));
    },
    get listeners() {
      return listeners.size;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RefreshTimer', () => {
  it('ticks every interval while visible, pauses while hidden, ticks at once on return', () => {
    const visibility = fakeVisibility();
    const tick = vi.fn();
    const timer = new RefreshTimer({ timers: fakeTimers, visibility, everyMs: 30_000, tick });
    timer.start();
    vi.advanceTimersByTime(60_000);
    expect(tick).toHaveBeenCalledTimes(2);
    visibility.set(false);
    vi.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(2);
    visibility.set(true);
    expect(tick).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(30_000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('goes on at the hidden interval when one is set', () => {
    const visibility = fakeVisibility(false);
    const tick = vi.fn();
    const timer = new RefreshTimer({ timers: fakeTimers, visibility, everyMs: 30_000, tick });
    timer.start();
    vi.advanceTimersByTime(120_000);
    expect(tick).not.toHaveBeenCalled();
    timer.setHiddenInterval(60_000);
    vi.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(2);
    timer.setHiddenInterval(null);
    vi.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('start and stop are idempotent and stop leaves nothing running', () => {
    const visibility = fakeVisibility();
    const tick = vi.fn();
    const timer = new RefreshTimer({ timers: fakeTimers, visibility, everyMs: 1_000, tick });
    timer.start();
    timer.start();
    expect(visibility.listeners).toBe(1);
    timer.stop();
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(tick).not.toHaveBeenCalled();
    expect(visibility.listeners).toBe(0);
  });
});
