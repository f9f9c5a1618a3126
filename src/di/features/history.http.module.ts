import { ContainerModule } from 'inversify';
import { HttpAttachmentDownloader } from '../../infrastructure/http/history/http-attachment-downloader';
import { AttachmentDownloaderToken } from '../tokens';

/** Attachments straight from their file host (spec §7: a direct fetch of the file URL). */
export default new ContainerModule(({ bind }) => {
  bind(AttachmentDownloaderToken)
    .toResolvedValue(() => new HttpAttachmentDownloader())
    .inSingletonScope();
});
