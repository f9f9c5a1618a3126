import { ContainerModule } from 'inversify';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { InMemoryProfileRepository } from '../../infrastructure/memory/profile/in-memory-profile-repository';
import { DemoGatewayToken } from '../tokens';
import { ProfileRepositoryToken } from './profile.module';

/** The profile feature's in-memory adapter over the demo marketplace. */
export const profileMemory = new ContainerModule(({ bind }) => {
  bind(ProfileRepositoryToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryProfileRepository(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
