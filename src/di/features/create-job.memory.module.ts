import { ContainerModule } from 'inversify';
import { InMemoryLoadFormOptions } from '../../infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../infrastructure/memory/create-job/in-memory-load-publisher';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { DemoGatewayToken } from '../modules/adapter-sets';
import { AddressLookup } from '../../application/ports/address-lookup.port';
import { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';

/** Publishing and the form's choices over the demo marketplace, which places typed addresses. */
export default new ContainerModule(({ bind }) => {
  bind(LoadPublisher)
    .toResolvedValue(
      (gateway: DemoGateway, addresses: AddressLookup) =>
        new InMemoryLoadPublisher(gateway, addresses),
      [DemoGatewayToken, AddressLookup],
    )
    .inSingletonScope();
  bind(LoadFormOptions)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryLoadFormOptions(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
