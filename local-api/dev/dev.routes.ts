import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../src/domain/shared/app-error';
import { canCarry } from '../../src/infrastructure/memory/demo/demo-carriers';
import { placeBid } from '../../src/infrastructure/memory/demo/demo-bid-arrivals';
import { MarketplaceDemoControls } from '../../src/infrastructure/memory/demo/demo-controls';
import type { LocalApiContext } from '../context';
import { plannedFailure } from '../http/error-answer';
import { isOperation, OPERATIONS } from '../http/operations';

export const DEV_PREFIX = '/__dev';

const isErrorStatus = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599;

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};

/** The header every dev route needs: no form or other simple cross-site request can send it. */
export const DEV_HEADER = 'X-Bidhaul-Dev';
export const DEV_HEADER_VALUE = '1';

const LOCAL_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/i;
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Who may use a dev route: a developer's tool or test on this machine (the server answers only to
 * its own `Host`, http/callers.ts). Refused (before any body is read): an `Origin` other than a
 * local one (a page of another site), a request without `X-Bidhaul-Dev: 1` (a form or any other
 * request a page can send without a preflight, which CORS never grants for this header), and a
 * POST whose body is not JSON.
 */
async function onlyLocalTools(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin !== undefined && !LOCAL_ORIGIN.test(origin)) {
    throw AppError.server('Dev routes refuse requests from other sites.', 403);
  }
  if (request.headers[DEV_HEADER.toLowerCase()] !== DEV_HEADER_VALUE) {
    throw AppError.server(`Dev routes need the header ${DEV_HEADER}: ${DEV_HEADER_VALUE}.`, 403);
  }
  if (request.method === 'POST' && !JSON_TYPE.test(request.headers['content-type'] ?? '')) {
    throw AppError.server('Dev routes take a JSON body.', 415);
  }
}

/**
 * Development controls, outside the API's base path so no portal build can call them by
 * accident: the outbox, planned failures, the clock, a bid placed at once and a reset to the seed
 * (local-api/README.md).
 * Only local tools may call them (`onlyLocalTools`).
 */
export async function devRoutes(app: FastifyInstance, ctx: LocalApiContext): Promise<void> {
  await app.register(async (dev) => {
    dev.addHook('onRequest', onlyLocalTools);
    controls(dev, ctx);
  });
}

function controls(app: FastifyInstance, ctx: LocalApiContext): void {
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

  app.post(`${DEV_PREFIX}/bids`, async (request, reply) => {
    const { load_id: loadId, amount } = record(request.body);
    if (typeof loadId !== 'number' || !Number.isInteger(loadId) || loadId < 1) {
      throw AppError.validation('load_id must be a load id.', { load_id: ['Invalid load.'] });
    }
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      throw AppError.validation('amount must be a number of pounds above 0.', {
        amount: ['Invalid amount.'],
      });
    }
    const bid = ctx.marketplace.transact((state, now) => {
      const load = state.loads.find((l) => l.id === loadId);
      if (!load) throw AppError.server(`There is no load ${loadId}.`, 404);
      if (load.status !== 'pending' || load.acceptedBidId !== null) {
        throw AppError.server('That load takes no more bids.', 409);
      }
      // A carrier that can carry it and has not bid on it yet, as a real one would be.
      const bidders = new Set(
        state.bids.filter((b) => b.loadId === load.id).map((b) => b.carrierId),
      );
      const carrier = state.carriers.find((c) => !bidders.has(c.id) && canCarry(c, load.weightKg));
      if (!carrier) throw AppError.server('Every carrier has bid on that load.', 409);
      const at = now.toISOString();
      return placeBid(state, load, { carrierId: carrier.id, amount, note: null, at });
    });
    return reply.code(201).send({ data: { id: bid.id, load_id: bid.loadId, amount: bid.amount } });
  });

  app.post(`${DEV_PREFIX}/reset`, async (_request, reply) => {
    ctx.reset();
    return reply.code(204).send();
  });
}

function clockToDto(ctx: LocalApiContext) {
  return { now: ctx.marketplace.now().toISOString(), speed: ctx.clock?.rate ?? 1 };
}
