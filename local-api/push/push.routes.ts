import type { FastifyInstance } from 'fastify';
import { AppError } from '../../src/domain/shared/app-error';
import { isRecord } from '../../src/lib/is-record';
import type { LocalApiContext } from '../context';
import { INVALID_DATA } from '../http/validation';
import type { StoredSubscription } from './push-subscriptions';

const NO_PUSH = { message: 'This server sends no push notifications.' };

/** An endpoint a push service gives: an https address (plain http on this machine, for tests). */
function endpointOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url.href : null;
  } catch {
    return null;
  }
}

const base64Url = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{8,200}={0,2}$/.test(value);

function subscriptionOf(body: unknown): StoredSubscription {
  const endpoint = isRecord(body) ? endpointOf(body.endpoint) : null;
  const keys = isRecord(body) && isRecord(body.keys) ? body.keys : {};
  if (!endpoint || !base64Url(keys.p256dh) || !base64Url(keys.auth)) {
    throw AppError.validation(INVALID_DATA, {
      endpoint: ['Send the browser’s push subscription.'],
    });
  }
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Push (decisions Q28): `GET /customer/push/key`, `POST` and `DELETE /customer/push/subscriptions`.
 * Without push (`--no-push`) each answers 404, as an API without the extension would.
 */
export function pushRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  api.get('/customer/push/key', async (request, reply) => {
    ctx.userIdOf(request);
    if (!ctx.push) return reply.code(404).send(NO_PUSH);
    return { public_key: ctx.push.vapid.publicKey };
  });

  api.post('/customer/push/subscriptions', async (request, reply) => {
    const userId = ctx.userIdOf(request);
    if (!ctx.push) return reply.code(404).send(NO_PUSH);
    ctx.push.add(userId, subscriptionOf(request.body));
    return reply.code(201).send({ success: true });
  });

  api.delete('/customer/push/subscriptions', async (request, reply) => {
    const userId = ctx.userIdOf(request);
    if (!ctx.push) return reply.code(404).send(NO_PUSH);
    const endpoint = isRecord(request.body) ? endpointOf(request.body.endpoint) : null;
    if (!endpoint) throw AppError.validation(INVALID_DATA, { endpoint: ['Name the endpoint.'] });
    ctx.push.remove(userId, endpoint);
    return reply.code(204).send();
  });
}
