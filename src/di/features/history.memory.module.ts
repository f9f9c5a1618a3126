import { InMemoryAttachmentDownloader } from '../../infrastructure/memory/history/in-memory-attachment-downloader';
import { memoryAdapters } from '../modules/adapter-sets';
import { AttachmentDownloader } from '../../application/ports/attachment-downloader.port';

/** Attachments from the demo marketplace. */
export default memoryAdapters((adapter) => {
  adapter(AttachmentDownloader, (gateway) => new InMemoryAttachmentDownloader(gateway));
});
