import { ContainerModule } from 'inversify';
import type { DemoGateway } from '../../infrastructure/memory/demo/demo-gateway';
import { InMemoryAttachmentDownloader } from '../../infrastructure/memory/history/in-memory-attachment-downloader';
import { DemoGatewayToken } from '../tokens';
import { AttachmentDownloaderToken } from './history.module';

/** Attachments from the demo marketplace. */
export const historyMemory = new ContainerModule(({ bind }) => {
  bind(AttachmentDownloaderToken)
    .toResolvedValue(
      (gateway: DemoGateway) => new InMemoryAttachmentDownloader(gateway),
      [DemoGatewayToken],
    )
    .inSingletonScope();
});
