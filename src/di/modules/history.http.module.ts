import { ContainerModule } from 'inversify';
import { HttpAttachmentDownloader } from '../../infrastructure/http/history/http-attachment-downloader';
import { AttachmentDownloaderToken } from './history.module';

/** Attachments fetched from their URLs (spec §7). */
export const historyHttp = new ContainerModule(({ bind }) => {
  bind(AttachmentDownloaderToken)
    .toResolvedValue(() => new HttpAttachmentDownloader())
    .inSingletonScope();
});
