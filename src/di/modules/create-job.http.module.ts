import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpLoadFormOptions } from '../../infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../infrastructure/http/create-job/http-load-publisher';
import { HttpClient } from '../tokens';
import { LoadFormOptionsToken, LoadPublisherToken } from './create-job.module';

/** Create Job over the API. */
export const createJobHttp = new ContainerModule(({ bind }) => {
  bind(LoadPublisherToken)
    .toResolvedValue((http: AxiosInstance) => new HttpLoadPublisher(http), [HttpClient])
    .inSingletonScope();
  bind(LoadFormOptionsToken)
    .toResolvedValue((http: AxiosInstance) => new HttpLoadFormOptions(http), [HttpClient])
    .inSingletonScope();
});
