import { afterEach, describe, expect, it } from 'vitest';
import type { Container, ServiceIdentifier } from 'inversify';
import { createContainer } from '../../src/di/container';
import { DemoMarketplaceToken } from '../../src/di/modules/shared-memory.module';
import { PORT_KEYS as ports } from '../support/port-keys';
import { SCREEN_IDENTIFIERS, SHARED_VIEW_STATE } from '../support/screen-identifiers';
import type { AppConfig } from '../../src/infrastructure/config/app-config';
import { HttpAuthGateway } from '../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../src/infrastructure/http/auth/http-waiting-list';
import { HttpBidRepository } from '../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadFormOptions } from '../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../src/infrastructure/http/create-job/http-load-publisher';
import { HttpDashboardRepository } from '../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { HttpAttachmentDownloader } from '../../src/infrastructure/http/history/http-attachment-downloader';
import { HttpLoadRepository } from '../../src/infrastructure/http/http-load-repository';
import { HttpProfileRepository } from '../../src/infrastructure/http/profile/http-profile-repository';
import { HttpTripRepository } from '../../src/infrastructure/http/trips/http-trip-repository';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../src/infrastructure/memory/auth/in-memory-waiting-list';
import { InMemoryBidRepository } from '../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadFormOptions } from '../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { InMemoryDashboardRepository } from '../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { InMemoryAttachmentDownloader } from '../../src/infrastructure/memory/history/in-memory-attachment-downloader';
import { InMemoryLoadRepository } from '../../src/infrastructure/memory/in-memory-load-repository';
import { InMemoryProfileRepository } from '../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { InMemoryTripRepository } from '../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { MemoryStorage } from '../support/memory-storage';

const base = { mapsApiKey: null, supportEmail: 'help@bidhaul.test' };
const CONFIGS: Record<'demo' | 'http', AppConfig> = {
  demo: { ...base, mode: 'demo', apiBaseUrl: null },
  http: { ...base, mode: 'http', apiBaseUrl: 'https://api.example.com/api/v1' },
};

/** Every port the modes bind, with the adapter each mode (demo or HTTP) gives it. */
const ADAPTERS: [
  string,
  ServiceIdentifier,
  abstract new (...args: never[]) => unknown,
  abstract new (...args: never[]) => unknown,
][] = [
  ['AuthGateway', ports.AuthGateway, InMemoryAuthGateway, HttpAuthGateway],
  ['WaitingList', ports.WaitingList, InMemoryWaitingList, HttpWaitingList],
  [
    'DashboardRepository',
    ports.DashboardRepository,
    InMemoryDashboardRepository,
    HttpDashboardRepository,
  ],
  ['LoadRepository', ports.LoadRepository, InMemoryLoadRepository, HttpLoadRepository],
  ['LoadPublisher', ports.LoadPublisher, InMemoryLoadPublisher, HttpLoadPublisher],
  ['LoadFormOptions', ports.LoadFormOptions, InMemoryLoadFormOptions, HttpLoadFormOptions],
  ['BidRepository', ports.BidRepository, InMemoryBidRepository, HttpBidRepository],
  ['TripRepository', ports.TripRepository, InMemoryTripRepository, HttpTripRepository],
  [
    'AttachmentDownloader',
    ports.AttachmentDownloader,
    InMemoryAttachmentDownloader,
    HttpAttachmentDownloader,
  ],
  ['ProfileRepository', ports.ProfileRepository, InMemoryProfileRepository, HttpProfileRepository],
];

/** What the shell shares; everything else a screen asks for is its own, one per mounted view. */
const SHARED = new Set<ServiceIdentifier>(Object.values(SHARED_VIEW_STATE));

let containers: Container[] = [];
afterEach(() => {
  for (const c of containers)
    if (c.isBound(DemoMarketplaceToken)) c.get(DemoMarketplaceToken).dispose();
  containers = [];
});

async function containerFor(mode: 'demo' | 'http'): Promise<Container> {
  const container = await createContainer(CONFIGS[mode], { storage: new MemoryStorage() });
  containers.push(container);
  return container;
}

describe.each(['demo', 'http'] as const)('in %s mode', (mode) => {
  it.each(ADAPTERS)(
    '%s is the mode’s adapter, one for the whole app',
    async (_name, token, InMemory, Http) => {
      const container = await containerFor(mode);
      expect(container.get(token)).toBeInstanceOf(mode === 'demo' ? InMemory : Http);
      expect(container.get(token)).toBe(container.get(token));
    },
  );

  it('gives each mounted view its own presenter, and shares the shell’s state', async () => {
    const container = await containerFor(mode);
    const perView = Object.values(SCREEN_IDENTIFIERS).filter(
      (id) => !SHARED.has(id) && container.isBound(id),
    );
    expect(perView.length).toBeGreaterThan(15);
    for (const token of perView)
      expect(container.get(token), String(token)).not.toBe(container.get(token));
    for (const token of SHARED)
      expect(container.get(token), String(token)).toBe(container.get(token));
  });
});
