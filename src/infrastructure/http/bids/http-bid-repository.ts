import type { AxiosInstance } from 'axios';
import type { Bid, BidId } from '../../../domain/bid/bid';
import type { LoadId } from '../../../domain/load/load';
import type { Page } from '../../../domain/shared/pagination';
import {
  BID_PAGE_SIZE,
  type BidPageQuery,
  type BidRepository,
} from '../../../application/ports/bid-repository.port';
import { AppError } from '../../../domain/shared/app-error';
import { at, requireArray } from '../dto';
import { isRecord } from '../../../lib/is-record';
import { apiFileUrl, type FileUrl } from '../file-url';
import { formBody } from '../http-client';
import { bidFromDto, bidPageMetaFromDto } from './bid.serialization';

/** GET loads/{id}/bids (data, meta, links); POST bids/{id}/accept and /reject as forms. */
export class HttpBidRepository implements BidRepository {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  async list(
    loadId: LoadId,
    { page, perPage = BID_PAGE_SIZE, signal }: BidPageQuery,
  ): Promise<Page<Bid>> {
    const { data } = await this.http.get<unknown>(`/loads/${encodeURIComponent(loadId)}/bids`, {
      params: { per_page: perPage, page },
      signal,
    });
    const items = requireArray(data, 'data').map((item) => bidFromDto(item, this.fileUrl));
    return { items, meta: bidPageMetaFromDto(data, { page, perPage, count: items.length }) };
  }

  accept(bidId: BidId, note: string): Promise<Bid | null> {
    return this.decide(bidId, 'accept', note);
  }

  reject(bidId: BidId, note: string): Promise<Bid | null> {
    return this.decide(bidId, 'reject', note);
  }

  private async decide(
    bidId: BidId,
    action: 'accept' | 'reject',
    note: string,
  ): Promise<Bid | null> {
    const { data } = await this.http.post<unknown>(
      `/bids/${encodeURIComponent(bidId)}/${action}`,
      formBody({ note }),
    );
    // An answer that is not JSON at all (an HTML page from a proxy) proves nothing was decided.
    if (!isRecord(data)) throw AppError.server();
    const bid = at(data, 'data');
    // The server's bid overrides the local mark only when it is one (has an id); else null.
    return isRecord(bid) && at(bid, 'id') !== undefined ? bidFromDto(bid, this.fileUrl) : null;
  }
}
