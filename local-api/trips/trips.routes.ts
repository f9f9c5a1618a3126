import type { FastifyInstance } from 'fastify';
import { InMemoryTripRepository } from '../../src/infrastructure/memory/trips/in-memory-trip-repository';
import type { LocalApiContext } from '../context';
import { tripGroupsToDto } from './trip.dto';

/** GET customer/my-trips, grouped by the marketplace as demo mode groups them. */
export function tripsRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  api.get('/customer/my-trips', { config: { operation: 'trips' } }, async (request) =>
    tripGroupsToDto(
      await new InMemoryTripRepository(ctx.gatewayFor(request)).list(ctx.answersWhole),
    ),
  );
}
