import { InMemoryAuthGateway } from '../../infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../infrastructure/memory/auth/in-memory-waiting-list';
import { memoryAdapters } from '../modules/shared-memory.module';
import { AuthGatewayToken, WaitingListToken } from '../tokens';

/** The account gateway and the waiting list over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(AuthGatewayToken, (gateway) => new InMemoryAuthGateway(gateway));
  adapter(WaitingListToken, (gateway) => new InMemoryWaitingList(gateway));
});
