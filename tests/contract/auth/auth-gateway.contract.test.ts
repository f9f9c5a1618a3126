import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../../src/infrastructure/http/auth/http-waiting-list';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { authWorld } from '../../application/auth/auth-world';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { localApiPerTest, outboxCodeFor, outboxResetTokenFor } from '../../support/local-api';

const serve = localApiPerTest();

describeAuthGatewayContract('in-memory (demo marketplace)', async () => {
  const world = authWorld();
  return {
    gateway: world.gateway,
    waitingList: world.waitingList,
    codeFor: async (email) => world.codeFor(email),
    resetTokenFor: async (email) => world.resetLinkFor(email).token,
    passTime: (ms) => world.time.advance(ms),
  };
});

describeAuthGatewayContract('HTTP over the local API', async () => {
  const world = authWorld();
  const api = await serve(world);
  const client = createHttpClient(api.apiBaseUrl, new LocalStorageSessionStore(null));
  return {
    gateway: new HttpAuthGateway(client),
    waitingList: new HttpWaitingList(client),
    codeFor: (email) => outboxCodeFor(api, email),
    resetTokenFor: (email) => outboxResetTokenFor(api, email),
    passTime: (ms) => world.time.advance(ms),
  };
});
