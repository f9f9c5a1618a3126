import { ContainerModule } from 'inversify';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { InMemoryTripRepository } from '../../infrastructure/memory/trips/in-memory-trip-repository';
import { DemoGatewayToken } from '../tokens';
import { TripRepositoryToken } from './trips.module';

/** The trip repository over the demo marketplace. */
export const tripsMemory = new ContainerModule(({ bind }) => {
  bind(TripRepositoryToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryTripRepository(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
