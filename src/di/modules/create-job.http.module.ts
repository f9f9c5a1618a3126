import { ContainerModule } from 'inversify';
import type { AxiosInstance } from 'axios';
import { HttpLoadFormOptions } from '../../infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../infrastructure/http/create-job/http-load-publisher';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { BrowserStorage, HttpClient } from '../tokens';
import { DraftStoreToken, LoadFormOptionsToken, LoadPublisherToken } from './create-job.module';

/** Create Job over the API; drafts stay in browser storage. */
export const createJobHttp = new ContainerModule(({ bind }) => {
  bind(LoadPublisherToken)
    .toResolvedValue((http: AxiosInstance) => new HttpLoadPublisher(http), [HttpClient])
    .inSingletonScope();
  bind(LoadFormOptionsToken)
    .toResolvedValue((http: AxiosInstance) => new HttpLoadFormOptions(http), [HttpClient])
    .inSingletonScope();
  bind(DraftStoreToken)
    .toResolvedValue(
      (storage: Storage | null) => new LocalStorageDraftStore(storage),
      [BrowserStorage],
    )
    .inSingletonScope();
});
