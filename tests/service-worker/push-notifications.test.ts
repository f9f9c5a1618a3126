import { describe, expect, it, vi } from 'vitest';
import {
  openNotification,
  readPush,
  showPush,
  type NotificationPlatform,
  type PortalWindow,
  type PushMessage,
  type ShownNotification,
} from '../../src/service-worker/push-notifications';

const ORIGIN = 'https://portal.bidhaul.test';

const bid = (body = '£226.56 from Charlie Reid'): PushMessage => ({
  type: 'bid.created',
  loadId: 10412,
  title: 'New bid on BH-10412',
  body,
  url: '/bids?load=BH-10412',
});

/** The registration's notifications, kept by tag, and the windows the test opens. */
function fakePlatform(windows: PortalWindow[] = []) {
  const shown = new Map<string, { title: string; options: NotificationOptions }>();
  const platform: NotificationPlatform = {
    origin: ORIGIN,
    showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
      shown.set(options.tag ?? '', { title, options });
    }),
    getNotifications: async (tag) => {
      const found = shown.get(tag);
      return found ? [{ data: found.options.data, close: () => shown.delete(tag) }] : [];
    },
    windows: async () => windows,
    openWindow: vi.fn(async () => undefined),
  };
  return { platform, shown };
}

const window = (url: string, visibilityState: DocumentVisibilityState): PortalWindow => ({
  url: `${ORIGIN}${url}`,
  visibilityState,
  focus: vi.fn(async () => undefined),
});

describe('readPush', () => {
  it('reads the API JSON and refuses what is not a push of the portal', () => {
    expect(
      readPush({
        type: 'bid.created',
        load_id: 10412,
        title: 'New bid on BH-10412',
        body: '£226.56 from Charlie Reid',
        url: '/bids?load=BH-10412',
      }),
    ).toEqual(bid());
    expect(readPush({ type: 'load.deleted', load_id: 1, title: 'x', url: '/' })).toBeNull();
    expect(readPush({ type: 'bid.created', title: 'x', url: '/' })).toBeNull();
    expect(readPush('New bid')).toBeNull();
  });
});

describe('showPush', () => {
  it("shows the API's title and body, opening the load's page", async () => {
    const { platform, shown } = fakePlatform();
    await showPush(bid(), platform);
    expect(shown.get('load-10412')).toMatchObject({
      title: 'New bid on BH-10412',
      options: { body: '£226.56 from Charlie Reid', data: { url: '/bids?load=BH-10412' } },
    });
  });

  it('keeps one notification per load: a later bid replaces it and counts', async () => {
    const { platform, shown } = fakePlatform();
    await showPush(bid(), platform);
    await showPush(bid('£240.00 from Ada Lane'), platform);
    await showPush(bid('£199.00 from Sam Yu'), platform);
    expect(shown.size).toBe(1);
    expect(shown.get('load-10412')).toMatchObject({
      title: '3 new bids on BH-10412',
      options: { body: '£199.00 from Sam Yu' },
    });
  });

  it("a trip's change replaces the load's notification with its own words", async () => {
    const { platform, shown } = fakePlatform();
    await showPush(bid(), platform);
    await showPush(
      {
        type: 'trip.updated',
        loadId: 10412,
        title: 'BH-10412 is on its way',
        body: 'Collected at 09:40',
        url: '/trips',
      },
      platform,
    );
    expect(shown.get('load-10412')).toMatchObject({ title: 'BH-10412 is on its way' });
  });

  it('shows nothing while a visible window shows that load, and shows it when hidden', async () => {
    const visible = fakePlatform([window('/bids?load=BH-10412', 'visible')]);
    await showPush(bid(), visible.platform);
    expect(visible.platform.showNotification).not.toHaveBeenCalled();

    const hidden = fakePlatform([window('/bids?load=BH-10412', 'hidden')]);
    await showPush(bid(), hidden.platform);
    expect(hidden.platform.showNotification).toHaveBeenCalledOnce();

    const elsewhere = fakePlatform([window('/bids?load=BH-10999', 'visible')]);
    await showPush(bid(), elsewhere.platform);
    expect(elsewhere.platform.showNotification).toHaveBeenCalledOnce();
  });

  it('shows nothing for an address that is not a path of the portal', async () => {
    for (const url of ['https://evil.test/bids', '//evil.test/bids', 'javascript:alert(1)']) {
      const { platform } = fakePlatform();
      await showPush({ ...bid(), url }, platform);
      expect(platform.showNotification, url).not.toHaveBeenCalled();
    }
  });
});

describe('openNotification', () => {
  const notification = (data: unknown): ShownNotification & { close: () => void } => ({
    data,
    close: vi.fn(),
  });

  it('focuses a window already on the page', async () => {
    const open = window('/bids?load=BH-10412', 'hidden');
    const { platform } = fakePlatform([window('/dashboard', 'visible'), open]);
    const clicked = notification({ url: '/bids?load=BH-10412', newBids: 1 });
    await openNotification(clicked, platform);
    expect(clicked.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalledOnce();
    expect(platform.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no window is on it', async () => {
    const { platform } = fakePlatform([window('/dashboard', 'visible')]);
    await openNotification(notification({ url: '/bids?load=BH-10412', newBids: 1 }), platform);
    expect(platform.openWindow).toHaveBeenCalledWith(`${ORIGIN}/bids?load=BH-10412`);
  });

  it('ignores a url that is not a same-origin path', async () => {
    for (const url of [
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test',
      'javascript:alert(1)',
    ]) {
      const { platform } = fakePlatform();
      const clicked = notification({ url, newBids: 1 });
      await openNotification(clicked, platform);
      expect(clicked.close, url).toHaveBeenCalled();
      expect(platform.openWindow, url).not.toHaveBeenCalled();
    }
  });
});
