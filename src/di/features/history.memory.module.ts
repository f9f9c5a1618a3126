import { InMemoryAttachmentDownloader } from '../../infrastructure/memory/history/in-memory-attachment-downloader';
import { memoryAdapters } from '../modules/shared-memory.module';
import { AttachmentDownloaderToken } from '../tokens';

/** Attachments from the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(AttachmentDownloaderToken, (gateway) => new InMemoryAttachmentDownloader(gateway));
});
