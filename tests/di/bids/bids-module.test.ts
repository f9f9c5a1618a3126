import { afterEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { createContainer } from '../../../src/di/container';
import {
  BidsPresenterToken,
  SeenBidsStoreToken,
  bidsRoots,
} from '../../../src/di/modules/bids.module';
import { BidRepositoryToken, DemoMarketplaceToken } from '../../../src/di/tokens';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { BidsPresenter } from '../../../src/presentation/features/bids/bids.presenter';

const base = { mapsApiKey: null, supportEmail: 'support@bidhaul.co.uk' };
let containers: Container[] = [];

afterEach(() => {
  for (const c of containers)
    if (c.isBound(DemoMarketplaceToken)) c.get(DemoMarketplaceToken).dispose();
  containers = [];
});

function make(mode: 'demo' | 'http'): Container {
  const c = createContainer(
    { ...base, mode, apiBaseUrl: mode === 'http' ? 'https://api.test/api/v1' : null },
    { storage: null },
  );
  containers.push(c);
  return c;
}

describe('bids module', () => {
  it.each([
    ['demo', InMemoryBidRepository],
    ['http', HttpBidRepository],
  ] as const)(
    'in %s mode binds the %o bid repository once and a new presenter per screen',
    (mode, Repo) => {
      const c = make(mode);
      expect(c.get(BidRepositoryToken)).toBeInstanceOf(Repo);
      expect(c.get(BidRepositoryToken)).toBe(c.get(BidRepositoryToken));
      const a = c.get(BidsPresenterToken);
      expect(a).toBeInstanceOf(BidsPresenter);
      expect(c.get(BidsPresenterToken)).not.toBe(a);
      expect(c.get(SeenBidsStoreToken)).toBe(c.get(SeenBidsStoreToken));
      for (const root of bidsRoots) expect(() => c.get(root)).not.toThrow();
    },
  );
});
