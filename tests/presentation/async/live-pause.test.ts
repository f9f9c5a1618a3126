import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PAUSE_NOTICE_MS, LivePause } from '../../../src/presentation/async/live-pause';
import { systemTimers as fakeTimers } from '../../../src/infrastructure/platform/system-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LivePause', () => {
  it('says nothing while live, and nothing for a drop shorter than 30 s', () => {
    const pause = new LivePause(fakeTimers);
    pause.follow('live');
    vi.advanceTimersByTime(10 * LIVE_PAUSE_NOTICE_MS);
    expect(pause.paused).toBe(false);
    pause.follow('connecting');
    vi.advanceTimersByTime(LIVE_PAUSE_NOTICE_MS - 1);
    pause.follow('live');
    vi.advanceTimersByTime(10 * LIVE_PAUSE_NOTICE_MS);
    expect(pause.paused).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows after 30 s without a connection, however often it is told so, and goes once live', () => {
    const pause = new LivePause(fakeTimers);
    pause.follow('connecting');
    vi.advanceTimersByTime(LIVE_PAUSE_NOTICE_MS / 2);
    // Another failed try does not start the 30 s again.
    pause.follow('connecting');
    vi.advanceTimersByTime(LIVE_PAUSE_NOTICE_MS / 2 - 1);
    expect(pause.paused).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pause.paused).toBe(true);
    pause.follow('connecting');
    expect(pause.paused).toBe(true);
    pause.follow('live');
    expect(pause.paused).toBe(false);
  });

  it('never shows when the API has no live updates (the polling fallback)', () => {
    const pause = new LivePause(fakeTimers);
    pause.follow('connecting');
    pause.follow('unavailable');
    vi.advanceTimersByTime(10 * LIVE_PAUSE_NOTICE_MS);
    expect(pause.paused).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop hides it and leaves no timer', () => {
    const pause = new LivePause(fakeTimers);
    pause.follow('connecting');
    vi.advanceTimersByTime(LIVE_PAUSE_NOTICE_MS);
    expect(pause.paused).toBe(true);
    pause.stop();
    expect(pause.paused).toBe(false);
    pause.follow('connecting');
    pause.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
