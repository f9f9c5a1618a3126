import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BID_PAGE_SIZE } from '../../src/application/ports/bid-repository.port';
import { InMemoryBidRepository } from '../../src/infrastructure/memory/bids/in-memory-bid-repository';
import type { LocalApiContext } from '../context';
import { fieldsOf, wholeNumber } from '../http/request-fields';
import { MAX_PAGE_SIZE } from '../loads/loads.routes';
import { bidPageToDto, decidedBidToDto } from './bid.dto';

type BidsRequest = FastifyRequest<{ Params: { id: string } }>;

/** Bids: GET loads/{id}/bids (query per_page, page); POST bids/{id}/accept and /reject (form: note). */
export function bidsRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  const bids = (request: FastifyRequest) => new InMemoryBidRepository(ctx.gatewayFor(request));
  const idOf = (request: BidsRequest) => wholeNumber({ id: request.params.id }, 'id', 0);

  api.get('/loads/:id/bids', { config: { operation: 'bids' } }, async (request: BidsRequest) => {
    const query = fieldsOf(request.query);
    const loadId = idOf(request);
    const page = await bids(request).list(loadId, {
      signal: ctx.answersWhole,
      page: wholeNumber(query, 'page', 1),
      perPage: wholeNumber(query, 'per_page', BID_PAGE_SIZE, MAX_PAGE_SIZE),
    });
    const base = `${request.protocol}://${request.host}${request.url.split('?')[0] ?? ''}`;
    return bidPageToDto(page, (n) => `${base}?page=${n}&per_page=${page.meta.perPage}`);
  });

  api.post(
    '/bids/:id/accept',
    { config: { operation: 'acceptBid' } },
    async (request: BidsRequest) => {
      const note = fieldsOf(request.body).note ?? 'Proceed';
      return decidedBidToDto(await bids(request).accept(idOf(request), note), 'Bid accepted');
    },
  );

  api.post(
    '/bids/:id/reject',
    { config: { operation: 'rejectBid' } },
    async (request: BidsRequest) => {
      const note = fieldsOf(request.body).note ?? 'Too high for this route';
      return decidedBidToDto(await bids(request).reject(idOf(request), note), 'Bid rejected');
    },
  );
}
