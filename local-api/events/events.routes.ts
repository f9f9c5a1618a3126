import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalApiContext } from '../context';
import type { HubEvent } from './event-hub';

/** A comment line this often keeps the stream open through proxies and tells the client it lives. */
export const PING_MS = 20_000;

/** The id a client last saw (`Last-Event-ID`), or null when it sent none or nonsense. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
}

const frame = (event: HubEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * `GET /customer/events`: the signed-in customer's changes as server-sent events, a `: ping`
 * every 20 s, and with `Last-Event-ID` the customer's events after it first. Without a hub (the
 * `--no-events` option) it answers 404, as an API without live updates does.
 */
export function eventsRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  api.get('/customer/events', async (request, reply) => {
    const hub = ctx.events;
    if (!hub) return reply.code(404).send({ message: 'This server sends no live updates.' });
    const userId = ctx.userIdOf(request);
    const stream = new PassThrough();
    // Something at once, so the client knows the stream is open before the first change.
    stream.write(': connected\n\n');
    const lastSeen = lastEventIdOf(request);
    if (lastSeen !== null)
      for (const event of hub.since(userId, lastSeen)) stream.write(frame(event));
    const stopListening = hub.listen(userId, (event) => stream.write(frame(event)));
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    // The client left, or the server closed its connection (api-app.ts closes every one).
    reply.raw.once('close', () => {
      clearInterval(ping);
      stopListening();
      stream.end();
    });
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
