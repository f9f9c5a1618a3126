import { describe, expect, it, vi } from 'vitest';
import type { ServiceIdentifier } from 'inversify';
import { createContainer } from '../../src/di/container';
import { FeatureLoaderToken } from '../../src/di/feature-loader';
import { DemoGatewayToken, HttpClientToken } from '../../src/di/modules/adapter-sets';
import { DemoClockToken, DemoMarketplaceToken } from '../../src/di/modules/shared-memory.module';
import { PORT_KEYS as tokens, portKeysDeclaredInSrc } from '../support/port-keys';
import { SCREEN_IDENTIFIERS, namesAskedForInSrc } from '../support/screen-identifiers';
import { DemoInboxPresenter } from '../../src/presentation/app/demo/demo-inbox.presenter';
import { SessionViewModel } from '../../src/presentation/app/session.view-model';
import { ToastStore } from '../../src/presentation/app/toast.store';
import { RouteMapLoader } from '../../src/application/ports/route-map.port';
import { BidsPresenter } from '../../src/presentation/screens/bids/bids.presenter';
import { WaitingListPresenter } from '../../src/presentation/screens/landing/waiting-list.presenter';
import type { AppConfig } from '../../src/infrastructure/config/app-config';
import { HttpBidRepository } from '../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLiveUpdates } from '../../src/infrastructure/http/http-live-updates';
import { HttpAttachmentDownloader } from '../../src/infrastructure/http/history/http-attachment-downloader';
import { HttpLoadRepository } from '../../src/infrastructure/http/http-load-repository';
import { InMemoryBidRepository } from '../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLiveUpdates } from '../../src/infrastructure/memory/in-memory-live-updates';
import { InMemoryLoadRepository } from '../../src/infrastructure/memory/in-memory-load-repository';
import { InMemoryTripRepository } from '../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { SharedLiveUpdates } from '../../src/infrastructure/tabs/shared-live-updates';
import {
  SharedBidRepository,
  SharedLoadRepository,
  SharedTripRepository,
} from '../../src/infrastructure/tabs/shared-reads';
import { OfflineAddressLookup } from '../../src/infrastructure/maps/offline/offline-address-lookup';
import { GoogleAddressLookup } from '../../src/infrastructure/maps/google/google-address-lookup';
import { DEMO_STORAGE_KEY, type DemoState } from '../../src/infrastructure/memory/demo/demo-state';
import { MemoryStorage } from '../support/memory-storage';

const demo: AppConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  mapsApiKey: null,
  supportEmail: 'help@bidhaul.test',
};
const http: AppConfig = {
  mode: 'http',
  apiBaseUrl: 'https://api.example.com/api/v1',
  mapsApiKey: 'AIzaTestKeyTestKeyTestKey123',
  supportEmail: 'help@bidhaul.test',
};

const demoOnly = new Set<ServiceIdentifier>([
  DemoMarketplaceToken,
  DemoClockToken,
  DemoGatewayToken,
  tokens.DemoControls,
  DemoInboxPresenter,
]);
const httpOnly = new Set<ServiceIdentifier>([HttpClientToken]);
/** Every port the composition binds, and everything a screen asks for. */
/** A key (a symbol) or a class bound by itself. */
const isToken = (value: unknown): value is ServiceIdentifier<unknown> =>
  typeof value === 'symbol' || typeof value === 'function';
const roots: ServiceIdentifier<unknown>[] = [
  ...Object.values(tokens),
  ...Object.values(SCREEN_IDENTIFIERS),
  HttpClientToken,
  DemoMarketplaceToken,
  DemoClockToken,
  DemoGatewayToken,
].filter(isToken);

it('knows everything a view asks the container for, and every port', () => {
  expect(Object.keys(SCREEN_IDENTIFIERS).sort()).toEqual(namesAskedForInSrc());
  expect(Object.keys(tokens).sort()).toEqual(portKeysDeclaredInSrc());
});

describe.each([
  ['demo', demo],
  ['http', http],
])('the container in %s mode', (mode, config) => {
  it('resolves every port and everything a screen asks for', async () => {
    const container = await createContainer(config, { storage: new MemoryStorage() });
    for (const token of roots) {
      if ((mode === 'http' && demoOnly.has(token)) || (mode === 'demo' && httpOnly.has(token))) {
        expect(container.isBound(token), String(token)).toBe(false);
        continue;
      }
      expect(() => container.get(token), String(token)).not.toThrow();
    }
    if (mode === 'demo') container.get(DemoMarketplaceToken).dispose();
  });

  it('picks the adapter set the configuration names', async () => {
    const container = await createContainer(config, { storage: new MemoryStorage() });
    const loads = container.get(tokens.LoadRepository);
    const lookup = container.get(tokens.AddressLookup);
    expect(loads).toBeInstanceOf(mode === 'demo' ? InMemoryLoadRepository : HttpLoadRepository);
    expect(lookup).toBeInstanceOf(mode === 'demo' ? OfflineAddressLookup : GoogleAddressLookup);
    if (mode === 'demo') container.get(DemoMarketplaceToken).dispose();
  });
});

it('shares one session store and one toast store across the app (singletons)', async () => {
  const container = await createContainer(demo, { storage: new MemoryStorage() });
  expect(container.get(tokens.SessionStore)).toBe(container.get(tokens.SessionStore));
  expect(container.get(ToastStore)).toBe(container.get(ToastStore));
  container.get(DemoMarketplaceToken).dispose();
});

it("in demo mode, the marketplace hears another tab's writes through the window's storage event", async () => {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  const storage = new MemoryStorage();
  const marketplace = (await createContainer(demo, { storage })).get(DemoMarketplaceToken);
  const otherTab = JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? 'null') as DemoState;
  otherTab.waitlist.push({ name: 'Tab B', email: 'tab-b@example.test', at: '' });
  storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(otherTab));

  window.dispatchEvent(
    Object.assign(new Event('storage'), { key: DEMO_STORAGE_KEY, storageArea: storage }),
  );

  expect(marketplace.read((s) => s.waitlist.map((w) => w.email))).toContain('tab-b@example.test');
  marketplace.dispose();
});

describe('the app container (features on demand)', () => {
  it('starts with the shared core only, then the mode adapters when asked, and each feature once, on its own', async () => {
    const { createAppContainer } = await import('../../src/di/app-container');
    const container = createAppContainer(demo, { storage: new MemoryStorage() });
    expect(container.isBound(SessionViewModel)).toBe(true);
    expect(container.isBound(tokens.LoadRepository)).toBe(false);
    const features = container.get(FeatureLoaderToken);
    await Promise.all([features.ready(), features.ready()]);
    expect(container.isBound(tokens.LoadRepository)).toBe(true);
    // The route map is a maps adapter: My Trips and History's View on Map both use it.
    expect(container.isBound(RouteMapLoader)).toBe(true);
    expect(container.isBound(tokens.BidRepository)).toBe(false);
    await Promise.all([features.ensure('history'), features.ensure('history')]);
    // History's list and details need nothing of bids: Bid History's screen asks for that feature.
    expect(container.isBound(tokens.BidRepository)).toBe(false);
    await features.ensure('bids');
    expect(() => container.get(BidsPresenter)).not.toThrow();
    expect(container.get(tokens.BidRepository)).toBeInstanceOf(InMemoryBidRepository);
    // One live channel for the page, whoever asks.
    expect(container.get(tokens.LiveUpdates)).toBeInstanceOf(InMemoryLiveUpdates);
    expect(container.get(tokens.LiveUpdates)).toBe(container.get(tokens.LiveUpdates));
    container.get(DemoMarketplaceToken).dispose();
  });

  it('loads a feature with the adapter set of API mode only', async () => {
    const { createAppContainer } = await import('../../src/di/app-container');
    const container = createAppContainer(http, { storage: new MemoryStorage() });
    await container.get(FeatureLoaderToken).ensure('history');
    await container.get(FeatureLoaderToken).ensure('bids');
    expect(container.get(tokens.BidRepository)).toBeInstanceOf(HttpBidRepository);
    expect(container.get(tokens.LiveUpdates)).toBeInstanceOf(HttpLiveUpdates);
    expect(container.get(tokens.LiveUpdates)).toBe(container.get(tokens.LiveUpdates));
    expect(container.get(tokens.AttachmentDownloader)).toBeInstanceOf(HttpAttachmentDownloader);
    expect(container.isBound(DemoGatewayToken)).toBe(false);
  });

  it('shares the bids, a load’s details and the trips between tabs where the browser lets them, in API mode only', async () => {
    // Web Locks (and Node's BroadcastChannel): what a browser needs for its tabs to share work.
    vi.stubGlobal('navigator', { locks: {} });
    const { createAppContainer } = await import('../../src/di/app-container');
    const withTabs = createAppContainer(http, { storage: new MemoryStorage() });
    await withTabs.get(FeatureLoaderToken).ensure('bids');
    await withTabs.get(FeatureLoaderToken).ensure('trips');
    expect(withTabs.get(tokens.BidRepository)).toBeInstanceOf(SharedBidRepository);
    expect(withTabs.get(tokens.LoadRepository)).toBeInstanceOf(SharedLoadRepository);
    expect(withTabs.get(tokens.TripRepository)).toBeInstanceOf(SharedTripRepository);
    expect(withTabs.get(tokens.LiveUpdates)).toBeInstanceOf(SharedLiveUpdates);

    const demoTabs = createAppContainer(demo, { storage: new MemoryStorage() });
    await demoTabs.get(FeatureLoaderToken).ensure('bids');
    await demoTabs.get(FeatureLoaderToken).ensure('trips');
    expect(demoTabs.get(tokens.BidRepository)).toBeInstanceOf(InMemoryBidRepository);
    expect(demoTabs.get(tokens.LoadRepository)).toBeInstanceOf(InMemoryLoadRepository);
    expect(demoTabs.get(tokens.TripRepository)).toBeInstanceOf(InMemoryTripRepository);
    demoTabs.get(DemoMarketplaceToken).dispose();
  });

  it('gives the landing page its waiting-list form at once, loading the auth feature on the first submit', async () => {
    const { createAppContainer } = await import('../../src/di/app-container');
    const container = createAppContainer(demo, { storage: new MemoryStorage() });
    const presenter = container.get(WaitingListPresenter);
    expect(container.isBound(tokens.WaitingList)).toBe(false);
    presenter.setName('Ada Shipper');
    presenter.setEmail('ada@example.com');
    await presenter.submit();
    expect(container.isBound(tokens.WaitingList)).toBe(true);
    expect(presenter.success).not.toBeNull();
    container.get(DemoMarketplaceToken).dispose();
  });
});
