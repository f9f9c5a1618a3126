import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/di/container';
import { DemoMarketplaceToken, DraftStoreToken } from '../../../src/di/tokens';
import {
  CreateJobPresenterToken,
  LoadFormOptionsToken,
  LoadPublisherToken,
} from '../../../src/di/modules/create-job.module';
import type { AppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpLoadFormOptions } from '../../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../../src/infrastructure/http/create-job/http-load-publisher';
import { InMemoryLoadFormOptions } from '../../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { LocalStorageDraftStore } from '../../../src/infrastructure/storage/local-storage-draft-store';
import { MemoryStorage } from '../../support/memory-storage';

const base = { mapsApiKey: null, supportEmail: 'help@bidhaul.test' };

describe('create-job module', () => {
  it('binds the in-memory adapters in demo mode and a new presenter per screen', () => {
    const container = createContainer(
      { ...base, mode: 'demo', apiBaseUrl: null } satisfies AppConfig,
      {
        storage: new MemoryStorage(),
      },
    );
    expect(container.get(LoadPublisherToken)).toBeInstanceOf(InMemoryLoadPublisher);
    expect(container.get(LoadFormOptionsToken)).toBeInstanceOf(InMemoryLoadFormOptions);
    expect(container.get(DraftStoreToken)).toBe(container.get(DraftStoreToken));
    expect(container.get(CreateJobPresenterToken)).not.toBe(container.get(CreateJobPresenterToken));
    container.get(DemoMarketplaceToken).dispose();
  });

  it('binds the HTTP adapters in API mode and keeps drafts in browser storage either way', () => {
    const container = createContainer(
      { ...base, mode: 'http', apiBaseUrl: 'https://api.example.com/api/v1' } satisfies AppConfig,
      { storage: new MemoryStorage() },
    );
    expect(container.get(LoadPublisherToken)).toBeInstanceOf(HttpLoadPublisher);
    expect(container.get(LoadFormOptionsToken)).toBeInstanceOf(HttpLoadFormOptions);
    expect(container.get(DraftStoreToken)).toBeInstanceOf(LocalStorageDraftStore);
  });
});
