import type { FastifyInstance } from 'fastify';
import { InMemoryDashboardRepository } from '../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import type { LocalApiContext } from '../context';
import { dashboardToDto } from './dashboard.dto';

/** The dashboard's figures: GET customer/dashboard. */
export function dashboardRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  api.get('/customer/dashboard', { config: { operation: 'dashboard' } }, async (request) =>
    dashboardToDto(
      await new InMemoryDashboardRepository(ctx.gatewayFor(request)).get(ctx.answersWhole),
      ctx.links,
    ),
  );
}
