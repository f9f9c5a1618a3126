import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { fileToDataUrl } from '../../../src/infrastructure/memory/demo/file-data-url';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { describeProfileRepositoryContract } from './profile-repository.contract';
import { DANA_TOKEN, danaMarketplace } from '../../support/dana-marketplace';
import { localApiPerTest } from '../../support/local-api';

const serve = localApiPerTest();

/** The seed at a fixed moment, Dana signed in. */
function danaSignedIn() {
  const marketplace = danaMarketplace();
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), DANA_TOKEN);
  return { marketplace, session };
}

describeProfileRepositoryContract('in-memory (demo marketplace)', async () => {
  const { marketplace, session } = danaSignedIn();
  // Node has no canvas: the photo is kept as its original data: URL.
  return new InMemoryProfileRepository(new DemoGateway(marketplace, session), fileToDataUrl);
});

describeProfileRepositoryContract('HTTP over the local API', async () => {
  const { marketplace, session } = danaSignedIn();
  const api = await serve({ marketplace });
  return new HttpProfileRepository(createHttpClient(api.apiBaseUrl, session));
});
