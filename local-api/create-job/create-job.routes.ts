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
import { IDEMPOTENCY_HEADER, fingerprintOf } from './idempotency';

/** Spec §7 GET vehicles, GET common/loads/dropdowns and POST customer/loads/store (multipart). */
export function createJobRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  const options = (request: FastifyRequest) => new InMemoryLoadFormOptions(ctx.gatewayFor(request));

  api.get('/vehicles', { config: { operation: 'vehicles' } }, async (request) => ({
    data: vehiclesToDto(await options(request).vehicles()),
  }));

  api.get('/common/loads/dropdowns', { config: { operation: 'dropdowns' } }, async (request) => {
    const [loadTypes, vehicles] = await Promise.all([
      options(request).loadTypes(),
      options(request).vehicles(),
    ]);
    return dropdownsToDto(loadTypes, vehicles);
  });

  api.post(
    '/customer/loads/store',
    { config: { operation: 'publishLoad' } },
    async (request, reply) => {
      // Who is publishing is settled before the upload is read, and scopes the idempotency key.
      const userId = ctx.userIdOf(request);
      const form = await readMultipart(request, LOAD_STORE_UPLOADS);
      const publish = async () => {
        const gateway = ctx.gatewayFor(request);
        const load = await newLoadOf(form, ctx.marketplace.now());
        const { id } = await new InMemoryLoadPublisher(gateway, ctx.addresses).publish(load);
        if (id === null) throw AppError.server();
        const created = await new InMemoryLoadRepository(gateway).details(id);
        return publishedLoadToDto(created, ctx.links);
      };
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string') return publish();
      const { answer, replayed } = await ctx.idempotency.once(
        String(userId),
        key,
        await fingerprintOf(form),
        publish,
      );
      if (replayed) void reply.header('Idempotent-Replayed', 'true');
      return answer;
    },
  );
}
