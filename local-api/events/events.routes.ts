import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../http/bearer-session';
import type { LocalApiContext } from '../context';

/** The id a client last saw (`Last-Event-ID`), or null when it sent none or nonsense. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * `GET /customer/events`: the signed-in customer's changes as server-sent events, for as long as
 * the token lasts (event-hub.ts). Without a hub (the `--no-events` option) it answers 404, as an
 * API without live updates does.
 */
export function eventsRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  api.get('/customer/events', async (request, reply) => {
    const hub = ctx.events;
    if (!hub) return reply.code(404).send({ message: 'This server sends no live updates.' });
    // Fastify destroys the stream when the client leaves, or when the server closes its
    // connection (api-app.ts closes every one); the hub then forgets it.
    const stream = hub.open(bearerTokenOf(request), lastEventIdOf(request));
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
