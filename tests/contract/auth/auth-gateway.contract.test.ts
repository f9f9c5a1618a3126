import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../../src/infrastructure/http/auth/http-waiting-list';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { authWorld } from '../../application/auth/auth-world';
import { describeAuthGatewayContract } from './auth-gateway.contract';
import { API, authApi } from './auth-msw-backend';
import { setUpMswServer } from '../../support/msw-server';

describeAuthGatewayContract('in-memory (demo marketplace)', async () => {
  const world = authWorld();
  return {
    gateway: world.gateway,
    waitingList: world.waitingList,
    codeFor: world.codeFor,
    resetTokenFor: (email) => world.resetLinkFor(email).token,
  };
});

const server = setUpMswServer();

describeAuthGatewayContract('HTTP (fake API over MSW)', async () => {
  const api = authApi(server);
  const client = createHttpClient(API, new LocalStorageSessionStore(null));
  return {
    gateway: new HttpAuthGateway(client),
    waitingList: new HttpWaitingList(client),
    codeFor: api.codeFor,
    resetTokenFor: api.resetTokenFor,
  };
});
