import { HttpAuthGateway } from '../../infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../infrastructure/http/auth/http-waiting-list';
import { httpAdapters } from '../modules/adapter-sets';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { WaitingList } from '../../application/ports/waiting-list.port';

/** The account gateway and the waiting list over the API. */
export default httpAdapters((adapter) => {
  adapter(AuthGateway, (http) => new HttpAuthGateway(http));
  adapter(WaitingList, (http) => new HttpWaitingList(http));
});
