import type { FastifyInstance } from 'fastify';
import { AppError } from '../../src/domain/shared/app-error';
import { MarketplaceDemoControls } from '../../src/infrastructure/memory/demo/demo-controls';
import type { LocalApiContext } from '../context';
import { plannedFailure } from '../http/error-answer';
import { isOperation, OPERATIONS } from '../http/operations';

export const DEV_PREFIX = '/__dev';

const isErrorStatus = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599;

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};

/**
 * Development controls, outside the API's base path so no portal build can call them by
 * accident: the outbox, planned failures, the clock and a reset to the seed (local-api/README.md).
 */
export function devRoutes(app: FastifyInstance, ctx: LocalApiContext): void {
  app.get(`${DEV_PREFIX}/outbox`, async () => ctx.outbox.toDto());

  app.post(`${DEV_PREFIX}/fail-next`, async (request, reply) => {
    const { operation, status = 500, message, token = null } = record(request.body);
    if (!isOperation(operation)) {
      throw AppError.validation(`Unknown operation. One of: ${OPERATIONS.join(', ')}.`, {
        operation: ['Unknown operation.'],
      });
    }
    if (!isErrorStatus(status)) {
      throw AppError.validation('status must be an HTTP error status (400-599).', {
        status: ['Invalid status.'],
      });
    }
    if (message !== undefined && typeof message !== 'string') {
      throw AppError.validation('message must be text.', { message: ['Invalid message.'] });
    }
    if (token !== null && (typeof token !== 'string' || !token)) {
      throw AppError.validation('token must be a bearer token.', { token: ['Invalid token.'] });
    }
    ctx.faults.plan(operation, plannedFailure(status, message), token);
    return reply.code(204).send();
  });

  app.get(`${DEV_PREFIX}/clock`, async () => clockToDto(ctx));

  app.post(`${DEV_PREFIX}/clock`, async (request) => {
    const clock = ctx.clock;
    if (!clock) throw AppError.server('This server runs on a fixed clock.', 409);
    const { speed, advanceMs } = record(request.body);
    const valid = (n: unknown): n is number =>
      typeof n === 'number' && Number.isFinite(n) && n >= 0;
    if (
      (speed === undefined && advanceMs === undefined) ||
      ![speed, advanceMs].every((n) => n === undefined || valid(n))
    ) {
      throw AppError.validation('Send { speed } (1 = real time) or { advanceMs } (milliseconds).');
    }
    if (valid(speed)) new MarketplaceDemoControls(ctx.marketplace, clock).setClockSpeed(speed);
    if (valid(advanceMs)) {
      clock.advanceBy(advanceMs);
      // Bids and trips due by the new time happen now, not at the next request.
      ctx.marketplace.wake();
    }
    return clockToDto(ctx);
  });

  app.post(`${DEV_PREFIX}/reset`, async (_request, reply) => {
    ctx.reset();
    return reply.code(204).send();
  });
}

function clockToDto(ctx: LocalApiContext) {
  return { now: ctx.marketplace.now().toISOString(), speed: ctx.clock?.rate ?? 1 };
}
