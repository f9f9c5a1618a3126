import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpAuthGateway } from '../../infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../infrastructure/http/auth/http-waiting-list';
import { HttpClient } from '../tokens';
import { AuthGatewayToken, WaitingListToken } from './auth.module';

/** The auth feature's HTTP adapters: the account gateway and the waiting list. */
export const authHttp = new ContainerModule(({ bind }) => {
  bind(AuthGatewayToken)
    .toResolvedValue((http: AxiosInstance) => new HttpAuthGateway(http), [HttpClient])
    .inSingletonScope();
  bind(WaitingListToken)
    .toResolvedValue((http: AxiosInstance) => new HttpWaitingList(http), [HttpClient])
    .inSingletonScope();
});
