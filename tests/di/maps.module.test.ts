import { afterEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { createContainer } from '../../src/di/container';
import { routeMapLoader } from '../../src/di/modules/maps.module';
import { DemoMarketplaceToken } from '../../src/di/modules/shared-memory.module';
import type { AppConfig } from '../../src/infrastructure/config/app-config';
import { HttpTripRepository } from '../../src/infrastructure/http/trips/http-trip-repository';
import { GoogleRouteMap } from '../../src/infrastructure/maps/google/google-route-map';
import { InMemoryTripRepository } from '../../src/infrastructure/memory/trips/in-memory-trip-repository';
import { OfflineRouteMap } from '../../src/presentation/components/route-map/offline-route-map';
import { RouteMapLoader } from '../../src/application/ports/route-map.port';
import { TripsPresenter } from '../../src/presentation/screens/trips/trips.presenter';
import { TripRepository } from '../../src/application/ports/trip-repository.port';

const DEMO: AppConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  mapsApiKey: null,
  supportEmail: 'support@bidhaul.co.uk',
};
const HTTP: AppConfig = {
  ...DEMO,
  mode: 'http',
  apiBaseUrl: 'https://api.test/api/v1',
  mapsApiKey: 'AIzaFakeKeyForTests_123456',
};

let demoContainer: Container | null = null;
afterEach(() => {
  demoContainer?.get(DemoMarketplaceToken).dispose();
  demoContainer = null;
});

describe('the trips module (demo or HTTP, with or without a Maps key)', () => {
  it('wires the in-memory repository and the offline map in demo mode', async () => {
    demoContainer = await createContainer(DEMO, { storage: null });
    expect(demoContainer.get(TripRepository)).toBeInstanceOf(InMemoryTripRepository);
    expect(demoContainer.get(TripsPresenter)).toBeInstanceOf(TripsPresenter);
    await expect(demoContainer.get(RouteMapLoader).load()).resolves.toBeInstanceOf(OfflineRouteMap);
  });

  it('wires the HTTP repository and the Google map when an API and a key are set', async () => {
    const container = await createContainer(HTTP, { storage: null });
    expect(container.get(TripRepository)).toBeInstanceOf(HttpTripRepository);
    await expect(container.get(RouteMapLoader).load()).resolves.toBeInstanceOf(GoogleRouteMap);
  });

  it('gives each screen its own presenter and one shared map loader', async () => {
    demoContainer = await createContainer(DEMO, { storage: null });
    expect(demoContainer.get(TripsPresenter)).not.toBe(demoContainer.get(TripsPresenter));
    expect(demoContainer.get(RouteMapLoader)).toBe(demoContainer.get(RouteMapLoader));
  });
});

describe('routeMapLoader', () => {
  it('loads the adapter once and reuses it', async () => {
    const loader = routeMapLoader(null);
    const first = await loader.load();
    expect(await loader.load()).toBe(first);
  });

  it('picks Google only with a key', async () => {
    expect((await routeMapLoader('AIzaFakeKeyForTests_123456').load()).kind).toBe('interactive');
    expect((await routeMapLoader(null).load()).kind).toBe('sketch');
  });

  it('names its service before any map code loads (Loading Google Maps…)', () => {
    expect(routeMapLoader('AIzaFakeKeyForTests_123456').service).toEqual({
      name: 'Google Maps',
      usesApiKey: true,
    });
    expect(routeMapLoader(null).service).toEqual({
      name: 'offline route sketch',
      usesApiKey: false,
    });
  });
});
