import { ContainerModule } from 'inversify';
import type { AddressLookup } from '../../application/ports/address-lookup.port';
import { InMemoryLoadFormOptions } from '../../infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../infrastructure/memory/create-job/in-memory-load-publisher';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { AddressLookupToken, DemoGatewayToken } from '../tokens';
import { LoadFormOptionsToken, LoadPublisherToken } from './create-job.module';

/** Create Job over the demo marketplace. */
export const createJobMemory = new ContainerModule(({ bind }) => {
  bind(LoadPublisherToken)
    .toResolvedValue(
      (gateway: DemoGateway, addresses: AddressLookup) =>
        new InMemoryLoadPublisher(gateway, addresses),
      [DemoGatewayToken, AddressLookupToken],
    )
    .inSingletonScope();
  bind(LoadFormOptionsToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryLoadFormOptions(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
