import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InMemoryLoadFormOptions } from '../../src/infrastructure/memory/create-job/in-memory-load-form-options';
import { InMemoryLoadPublisher } from '../../src/infrastructure/memory/create-job/in-memory-load-publisher';
import { InMemoryLoadRepository } from '../../src/infrastructure/memory/in-memory-load-repository';
import { AppError } from '../../src/domain/shared/app-error';
import type { LocalApiContext } from '../context';
import { readMultipart } from '../http/request-fields';
import {
  LOAD_STORE_UPLOADS,
  dropdownsToDto,
  newLoadOf,
  publishedLoadToDto,
  vehiclesToDto,
} from './create-job.dto';
import { randomUUID } from 'node:crypto';

/** The request's `Idempotency-Key`: 1 to 255 visible characters, else a 400. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw AppError.server('The Idempotency-Key header must be 1 to 255 visible characters.', 400);
  }
  return key;
}

/** GET vehicles, GET common/loads/dropdowns and POST customer/loads/store (multipart). */
export function createJobRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  const options = (request: FastifyRequest) => new InMemoryLoadFormOptions(ctx.gatewayFor(request));

  api.get('/vehicles', { config: { operation: 'vehicles' } }, async (request) => ({
    data: vehiclesToDto(await options(request).vehicles(ctx.answersWhole)),
  }));

  api.get('/common/loads/dropdowns', { config: { operation: 'dropdowns' } }, async (request) => {
    const [loadTypes, vehicles] = await Promise.all([
      options(request).loadTypes(ctx.answersWhole),
      options(request).vehicles(ctx.answersWhole),
    ]);
    return dropdownsToDto(loadTypes, vehicles);
  });

  api.post('/customer/loads/store', { config: { operation: 'publishLoad' } }, async (request) => {
    // Who is publishing is settled before the upload is read.
    ctx.userIdOf(request);
    const form = await readMultipart(request, LOAD_STORE_UPLOADS);
    const gateway = ctx.gatewayFor(request);
    const load = await newLoadOf(form, ctx.marketplace.now());
    // The marketplace honours the key (one load per key and user); without one, every call is new.
    const idempotencyKey = idempotencyKeyOf(request) ?? randomUUID();
    const { id } = await new InMemoryLoadPublisher(gateway, ctx.addresses).publish(load, {
      idempotencyKey,
      signal: ctx.answersWhole,
    });
    if (id === null) throw AppError.server();
    const created = await new InMemoryLoadRepository(gateway).details(id, ctx.answersWhole);
    return publishedLoadToDto(created, ctx.links);
  });
}
