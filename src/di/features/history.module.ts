import { ContainerModule } from 'inversify';
import { GetLoadDetails } from '../../application/history/get-load-details.use-case';
import { ListLoadBids } from '../../application/history/list-load-bids.use-case';
import { SearchLoadHistory } from '../../application/history/search-load-history.use-case';
import { DownloadAttachment } from '../../application/history/download-attachment.use-case';
import { BidHistoryPresenter } from '../../presentation/screens/history/bid-history.presenter';
import { HistoryPresenter } from '../../presentation/screens/history/history.presenter';
import { LoadDetailsPresenter } from '../../presentation/screens/history/load-details.presenter';
import { PortalSettings } from '../../presentation/app/portal-settings';
import { AttachmentDownloader } from '../../application/ports/attachment-downloader.port';
import { BidRepository } from '../../application/ports/bid-repository.port';
import { Clock } from '../../application/ports/clock.port';
import { FileSaver } from '../../application/ports/file-saver.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';
import { memoryAdapters } from '../modules/adapter-sets';
import type { FeatureModule } from '../feature-loader';

/** Load History, Load Details and Bid History. */
export default {
  core: new ContainerModule(({ bind }) => {
    bind(HistoryPresenter).toResolvedValue(
      (loads: LoadRepository, clock: Clock, timers: Timers, files: FileSaver) =>
        new HistoryPresenter({
          searchHistory: new SearchLoadHistory(loads),
          clock,
          files,
          timers,
        }),
      [LoadRepository, Clock, Timers, FileSaver],
    );
    bind(LoadDetailsPresenter).toResolvedValue(
      (
        loads: LoadRepository,
        downloader: AttachmentDownloader,
        files: FileSaver,
        session: SessionStore,
        settings: PortalSettings,
      ) =>
        new LoadDetailsPresenter(
          new GetLoadDetails(loads),
          new DownloadAttachment(downloader, files, session),
          settings.supportEmail,
        ),
      [LoadRepository, AttachmentDownloader, FileSaver, SessionStore, PortalSettings],
    );
    bind(BidHistoryPresenter).toResolvedValue(
      (loads: LoadRepository, bids: BidRepository) =>
        new BidHistoryPresenter(new GetLoadDetails(loads), new ListLoadBids(bids)),
      [LoadRepository, BidRepository],
    );
  }),
  // Attachments. Over the API they come straight from their file host, without the API client.
  adapters: {
    http: () =>
      import('../../infrastructure/http/history/http-attachment-downloader').then(
        ({ HttpAttachmentDownloader }) =>
          new ContainerModule(({ bind }) => {
            bind(AttachmentDownloader)
              .toResolvedValue(() => new HttpAttachmentDownloader())
              .inSingletonScope();
          }),
      ),
    memory: () =>
      import('../../infrastructure/memory/history/in-memory-attachment-downloader').then(
        ({ InMemoryAttachmentDownloader }) =>
          memoryAdapters((adapter) =>
            adapter(AttachmentDownloader, (gateway) => new InMemoryAttachmentDownloader(gateway)),
          ),
      ),
  },
} satisfies FeatureModule;
