import { describe, expect, it } from 'vitest';
import type { ServiceIdentifier } from 'inversify';
import { createContainer } from '../../src/di/container';
import { FEATURES } from '../../src/di/features';
import * as tokens from '../../src/di/tokens';
import type { AppConfig } from '../../src/infrastructure/config/app-config';
import { HttpLoadRepository } from '../../src/infrastructure/http/http-load-repository';
import { InMemoryLoadRepository } from '../../src/infrastructure/memory/in-memory-load-repository';
import { OfflineAddressLookup } from '../../src/infrastructure/maps/offline/offline-address-lookup';
import { GoogleAddressLookup } from '../../src/infrastructure/maps/google/google-address-lookup';
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
  tokens.DemoMarketplaceToken,
  tokens.DemoClockToken,
  tokens.DemoControlsToken,
]);
const httpOnly = new Set<ServiceIdentifier>([tokens.HttpClient]);
const sharedRoots = Object.values(tokens) as ServiceIdentifier[];
const featureRoots = FEATURES.flatMap((f) => f.roots);

describe.each([
  ['demo', demo],
  ['http', http],
])('the container in %s mode', (mode, config) => {
  it('resolves every shared and feature root binding', () => {
    const container = createContainer(config, { storage: new MemoryStorage() });
    for (const token of [...sharedRoots, ...featureRoots]) {
      if ((mode === 'http' && demoOnly.has(token)) || (mode === 'demo' && httpOnly.has(token))) {
        expect(container.isBound(token), String(token)).toBe(false);
        continue;
      }
      expect(() => container.get(token), String(token)).not.toThrow();
    }
    if (mode === 'demo') container.get(tokens.DemoMarketplaceToken).dispose();
  });

  it('picks the adapter set the configuration names', () => {
    const container = createContainer(config, { storage: new MemoryStorage() });
    const loads = container.get(tokens.LoadRepositoryToken);
    const lookup = container.get(tokens.AddressLookupToken);
    expect(loads).toBeInstanceOf(mode === 'demo' ? InMemoryLoadRepository : HttpLoadRepository);
    expect(lookup).toBeInstanceOf(mode === 'demo' ? OfflineAddressLookup : GoogleAddressLookup);
    if (mode === 'demo') container.get(tokens.DemoMarketplaceToken).dispose();
  });
});

it('shares one session store and one toast store across the app (singletons)', () => {
  const container = createContainer(demo, { storage: new MemoryStorage() });
  expect(container.get(tokens.SessionStoreToken)).toBe(container.get(tokens.SessionStoreToken));
  expect(container.get(tokens.ToastStoreToken)).toBe(container.get(tokens.ToastStoreToken));
  container.get(tokens.DemoMarketplaceToken).dispose();
});
