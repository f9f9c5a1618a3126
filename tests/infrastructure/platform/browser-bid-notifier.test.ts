import { describe, expect, it, vi } from 'vitest';
import { browserBidNotifier } from '../../../src/infrastructure/platform/browser-bid-notifier';

/** The browser's Notification, faked: its permission, its prompt, and each one made. */
function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission) {
  const made: FakeNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    });
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      made.push(this);
    }
    close(): void {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { api: FakeNotification, made };
}

describe('browserBidNotifier', () => {
  it('says unsupported where the browser has no Notification', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(browserBidNotifier.permission()).toBe('unsupported');
    await expect(browserBidNotifier.requestPermission()).resolves.toBe('unsupported');
    expect(() => browserBidNotifier.show({ title: 't', body: 'b', tag: 'x' })()).not.toThrow();
  });

  it('asks the browser, and shows a notice that brings the page forward when clicked', async () => {
    const { api, made } = fakeNotificationApi('default', 'granted');
    const focus = vi.fn();
    vi.stubGlobal('window', { focus });
    expect(browserBidNotifier.permission()).toBe('default');
    await expect(browserBidNotifier.requestPermission()).resolves.toBe('granted');
    expect(api.requestPermission).toHaveBeenCalledTimes(1);

    const close = browserBidNotifier.show({
      title: 'New bid on BH-1',
      body: 'A: £1.00',
      tag: 'bid-1',
    });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      title: 'New bid on BH-1',
      options: { body: 'A: £1.00', tag: 'bid-1' },
    });
    made[0]?.onclick?.();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(made[0]?.closed).toBe(true);
    close();
  });

  it('shows nothing, without throwing, where only a service worker may notify', () => {
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    const close = browserBidNotifier.show({ title: 't', body: 'b', tag: 'x' });
    expect(close).not.toThrow();
  });
});
