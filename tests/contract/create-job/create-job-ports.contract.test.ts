import { createHttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLoadFormOptions } from '../../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../../src/infrastructure/http/create-job/http-load-publisher';
import { InMemoryLoadFormOptions } from '../../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import { signedInSession } from '../../support/create-job/create-job-fakes';
import { localApiPerTest } from '../../support/local-api';
import { describeCreateJobContract } from './create-job-ports.contract';
import { danaMarketplace } from '../../support/dana-marketplace';

const serve = localApiPerTest();

describeCreateJobContract('in-memory (demo marketplace)', async () => {
  const gateway = new DemoGateway(danaMarketplace(), signedInSession());
  return {
    publisher: new InMemoryLoadPublisher(gateway, new OfflineAddressLookup()),
    options: new InMemoryLoadFormOptions(gateway),
  };
});

describeCreateJobContract('HTTP over the local API', async () => {
  const api = await serve({ marketplace: danaMarketplace() });
  const client = createHttpClient(api.apiBaseUrl, signedInSession());
  return { publisher: new HttpLoadPublisher(client), options: new HttpLoadFormOptions(client) };
});
