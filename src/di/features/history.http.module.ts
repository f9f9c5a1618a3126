import { ContainerModule } from 'inversify';
import { HttpAttachmentDownloader } from '../../infrastructure/http/history/http-attachment-downloader';
import { AttachmentDownloader } from '../../application/ports/attachment-downloader.port';

/** Attachments fetched straight from their file host, without the API client. */
export default new ContainerModule(({ bind }) => {
  bind(AttachmentDownloader)
    .toResolvedValue(() => new HttpAttachmentDownloader())
    .inSingletonScope();
});
