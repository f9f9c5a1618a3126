import { ContainerModule } from 'inversify';
import { InMemoryAuthGateway } from '../../infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../infrastructure/memory/auth/in-memory-waiting-list';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { DemoGatewayToken } from '../tokens';
import { AuthGatewayToken, WaitingListToken } from './auth.module';

/** The auth feature's in-memory adapters over the demo marketplace. */
export const authMemory = new ContainerModule(({ bind }) => {
  bind(AuthGatewayToken)
    .toResolvedValue((gateway: DemoGateway) => new InMemoryAuthGateway(gateway), [DemoGatewayToken])
    .inSingletonScope();
  bind(WaitingListToken)
    .toResolvedValue((gateway: DemoGateway) => new InMemoryWaitingList(gateway), [DemoGatewayToken])
    .inSingletonScope();
});
