import { HttpAuthGateway } from '../../infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../infrastructure/http/auth/http-waiting-list';
import { httpAdapters } from '../modules/shared-http.module';
import { AuthGatewayToken, WaitingListToken } from '../tokens';

/** The account gateway and the waiting list over the API. */
export default httpAdapters((adapter) => {
  adapter(AuthGatewayToken, (http) => new HttpAuthGateway(http));
  adapter(WaitingListToken, (http) => new HttpWaitingList(http));
});
