import { HttpLoadFormOptions } from '../../infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../infrastructure/http/create-job/http-load-publisher';
import { httpAdapters } from '../modules/shared-http.module';
import { LoadFormOptionsToken, LoadPublisherToken } from '../tokens';

/** Publishing and the form's choices over the API. */
export default httpAdapters((adapter) => {
  adapter(LoadPublisherToken, (http) => new HttpLoadPublisher(http));
  adapter(LoadFormOptionsToken, (http) => new HttpLoadFormOptions(http));
});
