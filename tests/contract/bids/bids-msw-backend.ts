import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Bid } from '../../../src/domain/bid/bid';
import type { Page } from '../../../src/domain/shared/pagination';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { appErrorResponse, metaToDto } from '../../support/api-dto';
import { sessionFor } from '../../support/demo-backend';
import type { BidsDemoBackend } from './bids-demo-backend';

export const API = 'https://api.test/api/v1';

/** A core Bid in the API's shape (spec §3 Bid), the way a real server would send it. */
export function bidToDto(bid: Bid): Record<string, unknown> {
  const [first = '', ...rest] = bid.bidder.name.split(' ');
  const driver = bid.bidder.roleId === 4;
  return {
    id: bid.id,
    load_id: bid.loadId,
    amount: bid.amount.toFixed(2),
    currency_symbol: bid.currencySymbol,
    status: bid.status,
    note: bid.note,
    placed_at: bid.placedAt,
    accepted_at: bid.acceptedAt,
    rejected_at: bid.rejectedAt,
    bidder_driver: driver ? { first_name: first, last_name: rest.join(' '), role_id: 4 } : null,
    bidder_company: driver ? null : { name: bid.bidder.name, role_id: bid.bidder.roleId },
    ratings: { avg: bid.rating.avg.toFixed(2), count: bid.rating.count },
    images: { profile: null, company_logo: null },
    vehicle: { vehicle_name: bid.vehicleName, fleet_details: [] },
  };
}

function pageToBody(page: Page<Bid>, loadId: string) {
  const { meta } = page;
  const url = (p: number) => `${API}/loads/${loadId}/bids?page=${p}`;
  return {
    data: page.items.map(bidToDto),
    meta: metaToDto(meta),
    links: {
      first: url(1),
      last: url(meta.lastPage),
      prev: meta.currentPage > 1 ? url(meta.currentPage - 1) : null,
      next: meta.currentPage < meta.lastPage ? url(meta.currentPage + 1) : null,
    },
  };
}

/** The bearer token's user acting on the demo marketplace, as a server would. */
function repoFor(backend: BidsDemoBackend, request: Request): InMemoryBidRepository {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
  const session = backend.marketplace.read((state) => sessionFor(state, bearer));
  return new InMemoryBidRepository(new DemoGateway(backend.marketplace, session));
}

async function answer(call: () => Promise<JsonBodyType>): Promise<Response> {
  try {
    return HttpResponse.json(await call());
  } catch (error) {
    return appErrorResponse(error);
  }
}

/** MSW handlers serving spec §7's three bid calls from the demo marketplace. */
export function bidsHandlers(backend: () => BidsDemoBackend) {
  return [
    http.get(`${API}/loads/:loadId/bids`, ({ request, params }) => {
      const url = new URL(request.url);
      const loadId = String(params.loadId);
      return answer(async () =>
        pageToBody(
          await repoFor(backend(), request).list(Number(loadId), {
            page: Number(url.searchParams.get('page') ?? 1),
            perPage: Number(url.searchParams.get('per_page') ?? 10),
          }),
          loadId,
        ),
      );
    }),
    http.post(`${API}/bids/:bidId/:action`, async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      const note = form.get('note') ?? '';
      const repo = repoFor(backend(), request);
      const bidId = Number(params.bidId);
      return answer(async () => {
        const bid =
          params.action === 'accept'
            ? await repo.accept(bidId, note)
            : await repo.reject(bidId, note);
        return { message: 'ok', data: bid ? bidToDto(bid) : null };
      });
    }),
  ];
}
