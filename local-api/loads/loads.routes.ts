import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOAD_LIST_PAGE_SIZE } from '../../src/application/ports/load-repository.port';
import { InMemoryLoadRepository } from '../../src/infrastructure/memory/in-memory-load-repository';
import type { LocalApiContext } from '../context';
import { fieldsOf, wholeNumber, text } from '../http/request-fields';
import { loadPageToDto, loadToDto } from './load.dto';

/** The largest page the list call serves. */
export const MAX_PAGE_SIZE = 100;

/** The customer's loads: active-loads, loads/list (form: q, page, per_page), loads/detail (form: load_id). */
export function loadsRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  const loads = (request: FastifyRequest) => new InMemoryLoadRepository(ctx.gatewayFor(request));

  api.get('/customer/active-loads', { config: { operation: 'activeLoads' } }, async (request) => ({
    data: (await loads(request).listActive(ctx.answersWhole)).map((load) =>
      loadToDto(load, ctx.links),
    ),
  }));

  api.post('/customer/loads/list', { config: { operation: 'customerLoads' } }, async (request) => {
    const fields = fieldsOf(request.body);
    const page = await loads(request).search({
      signal: ctx.answersWhole,
      q: text(fields, 'q'),
      page: wholeNumber(fields, 'page', 1),
      perPage: wholeNumber(fields, 'per_page', DEFAULT_LOAD_LIST_PAGE_SIZE, MAX_PAGE_SIZE),
    });
    return loadPageToDto(page, ctx.links);
  });

  api.post('/customer/loads/detail', { config: { operation: 'loadDetails' } }, async (request) => {
    const id = wholeNumber(fieldsOf(request.body), 'load_id', 0);
    return { data: loadToDto(await loads(request).details(id, ctx.answersWhole), ctx.links) };
  });
}
