import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AttachmentDownloader } from '../../application/ports/attachment-downloader.port';
import type { Clock } from '../../application/ports/clock.port';
import { DownloadAttachment } from '../../application/history/download-attachment.use-case';
import { GetLoadDetails } from '../../application/history/get-load-details.use-case';
import { ListLoadBids } from '../../application/history/list-load-bids.use-case';
import { SearchLoadHistory } from '../../application/history/search-load-history.use-case';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { BidHistoryPresenter } from '../../presentation/features/history/bid-history.presenter';
import { browserFileSaver, type FileSaver } from '../../presentation/features/history/file-saver';
import { HistoryPresenter } from '../../presentation/features/history/history.presenter';
import { LoadDetailsPresenter } from '../../presentation/features/history/load-details.presenter';
import { AppConfigToken, BidRepositoryToken, ClockToken, LoadRepositoryToken } from '../tokens';

export const AttachmentDownloaderToken: ServiceIdentifier<AttachmentDownloader> =
  Symbol('AttachmentDownloader');
export const FileSaverToken: ServiceIdentifier<FileSaver> = Symbol('FileSaver');
export const SearchLoadHistoryToken: ServiceIdentifier<SearchLoadHistory> =
  Symbol('SearchLoadHistory');
export const GetLoadDetailsToken: ServiceIdentifier<GetLoadDetails> = Symbol('GetLoadDetails');
export const ListLoadBidsToken: ServiceIdentifier<ListLoadBids> = Symbol('ListLoadBids');
export const DownloadAttachmentToken: ServiceIdentifier<DownloadAttachment> =
  Symbol('DownloadAttachment');
export const HistoryPresenterToken: ServiceIdentifier<HistoryPresenter> =
  Symbol('HistoryPresenter');
export const LoadDetailsPresenterToken: ServiceIdentifier<LoadDetailsPresenter> =
  Symbol('LoadDetailsPresenter');
export const BidHistoryPresenterToken: ServiceIdentifier<BidHistoryPresenter> =
  Symbol('BidHistoryPresenter');

/** Load History, Load Details and Bid History (issue 9): use cases and presenters. */
export const historyCore = new ContainerModule(({ bind }) => {
  bind(FileSaverToken).toConstantValue(browserFileSaver);
  bind(SearchLoadHistoryToken).toResolvedValue(
    (loads) => new SearchLoadHistory(loads),
    [LoadRepositoryToken],
  );
  bind(GetLoadDetailsToken).toResolvedValue(
    (loads) => new GetLoadDetails(loads),
    [LoadRepositoryToken],
  );
  bind(ListLoadBidsToken).toResolvedValue((bids) => new ListLoadBids(bids), [BidRepositoryToken]);
  bind(DownloadAttachmentToken).toResolvedValue(
    (downloader: AttachmentDownloader) => new DownloadAttachment(downloader),
    [AttachmentDownloaderToken],
  );
  bind(HistoryPresenterToken).toResolvedValue(
    (search: SearchLoadHistory, clock: Clock, files: FileSaver) =>
      new HistoryPresenter(search, clock, files),
    [SearchLoadHistoryToken, ClockToken, FileSaverToken],
  );
  bind(LoadDetailsPresenterToken).toResolvedValue(
    (details: GetLoadDetails, download: DownloadAttachment, files: FileSaver, config: AppConfig) =>
      new LoadDetailsPresenter(details, download, files, config.supportEmail),
    [GetLoadDetailsToken, DownloadAttachmentToken, FileSaverToken, AppConfigToken],
  );
  bind(BidHistoryPresenterToken).toResolvedValue(
    (details: GetLoadDetails, bids: ListLoadBids) => new BidHistoryPresenter(details, bids),
    [GetLoadDetailsToken, ListLoadBidsToken],
  );
});

export const historyRoots: readonly ServiceIdentifier[] = [
  HistoryPresenterToken,
  LoadDetailsPresenterToken,
  BidHistoryPresenterToken,
];
