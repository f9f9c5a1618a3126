import { HttpLoadFormOptions } from '../../infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../infrastructure/http/create-job/http-load-publisher';
import { httpAdapters } from '../modules/adapter-sets';
import { LoadFormOptions, LoadPublisher } from '../../application/ports/load-publisher.port';

/** Publishing and the form's choices over the API. */
export default httpAdapters((adapter) => {
  adapter(LoadPublisher, (http) => new HttpLoadPublisher(http));
  adapter(LoadFormOptions, (http) => new HttpLoadFormOptions(http));
});
