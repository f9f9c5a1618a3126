import { ContainerModule } from 'inversify';
import { HttpAttachmentDownloader } from '../../infrastructure/http/history/http-attachment-downloader';
import { AttachmentDownloaderToken } from '../tokens';

/** Attachments fetched straight from their file host, without the API client. */
export default new ContainerModule(({ bind }) => {
  bind(AttachmentDownloaderToken)
    .toResolvedValue(() => new HttpAttachmentDownloader())
    .inSingletonScope();
});
