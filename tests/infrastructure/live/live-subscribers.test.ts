import { describe, expect, it } from 'vitest';
import { LiveSubscribers } from '../../../src/infrastructure/live/live-subscribers';

describe('LiveSubscribers', () => {
  it('removes a subscriber once: what its adapter winds down on leaving runs once', () => {
    const subscribers = new LiveSubscribers('live');
    let left = 0;
    const unsubscribe = subscribers.add(
      { kind: 'loads' },
      () => {},
      () => (left += 1),
    );
    subscribers.add(
      { kind: 'trips' },
      () => {},
      () => {},
    );
    unsubscribe();
    unsubscribe();
    expect(left).toBe(1);
    expect(subscribers.size).toBe(1);
  });
});
