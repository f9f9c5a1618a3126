import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/di/container';
import {
  AuthGatewayToken,
  SignInPresenterToken,
  WaitingListToken,
} from '../../../src/di/modules/auth.module';
import { WaitingListPresenterToken } from '../../../src/di/modules/landing.module';
import { DemoMarketplaceToken } from '../../../src/di/tokens';
import type { AppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../../src/infrastructure/http/auth/http-waiting-list';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../../src/infrastructure/memory/auth/in-memory-waiting-list';
import { MemoryStorage } from '../../support/memory-storage';

const base = { mapsApiKey: null, supportEmail: 'help@bidhaul.test' };
const demo: AppConfig = { ...base, mode: 'demo', apiBaseUrl: null };
const http: AppConfig = { ...base, mode: 'http', apiBaseUrl: 'https://api.example.com/api/v1' };

describe('auth module (decisions M1)', () => {
  it('demo mode: in-memory adapters over the demo marketplace, one each', () => {
    const container = createContainer(demo, { storage: new MemoryStorage() });
    expect(container.get(AuthGatewayToken)).toBeInstanceOf(InMemoryAuthGateway);
    expect(container.get(WaitingListToken)).toBeInstanceOf(InMemoryWaitingList);
    expect(container.get(AuthGatewayToken)).toBe(container.get(AuthGatewayToken));
    container.get(DemoMarketplaceToken).dispose();
  });

  it('API mode: HTTP adapters', () => {
    const container = createContainer(http, { storage: new MemoryStorage() });
    expect(container.get(AuthGatewayToken)).toBeInstanceOf(HttpAuthGateway);
    expect(container.get(WaitingListToken)).toBeInstanceOf(HttpWaitingList);
  });

  it('presenters are transient: one per mounted view', () => {
    const container = createContainer(http, { storage: new MemoryStorage() });
    expect(container.get(SignInPresenterToken)).not.toBe(container.get(SignInPresenterToken));
    expect(container.get(WaitingListPresenterToken)).not.toBe(
      container.get(WaitingListPresenterToken),
    );
  });
});
