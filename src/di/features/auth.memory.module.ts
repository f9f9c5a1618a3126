import { InMemoryAuthGateway } from '../../infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../infrastructure/memory/auth/in-memory-waiting-list';
import { memoryAdapters } from '../modules/adapter-sets';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { WaitingList } from '../../application/ports/waiting-list.port';

/** The account gateway and the waiting list over the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(AuthGateway, (gateway) => new InMemoryAuthGateway(gateway));
  adapter(WaitingList, (gateway) => new InMemoryWaitingList(gateway));
});
