import type { FastifyInstance } from 'fastify';

const LOCAL_HOST_NAMES: readonly string[] = ['127.0.0.1', 'localhost'];

/** `Host` names this machine on the port the request came in on (`127.0.0.1:8787`, `localhost:8787`). */
function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  const match = /^([^:]+)(?::(\d+))?$/.exec((host ?? '').toLowerCase());
  if (!match?.[1] || !LOCAL_HOST_NAMES.includes(match[1])) return false;
  return Number(match[2] ?? 80) === port;
}

/**
 * A server listening on this machine answers only requests that name it: `Host` 127.0.0.1 or
 * localhost with the port it listens on. A DNS-rebinding page (a site whose name now points at
 * 127.0.0.1) reaches the port as its own origin, but its requests name its own host, so they are
 * refused before any body is read, and the page reads nothing.
 */
export function answerOnlyToThisMachine(app: FastifyInstance): FastifyInstance {
  return app.addHook('onRequest', async (request, reply) => {
    if (isLocalHost(request.headers.host, request.socket.localPort)) return;
    // Answered here, not thrown: the files origin has no handler that writes a refusal as JSON.
    return reply
      .code(403)
      .send({ message: 'This server answers only to Host 127.0.0.1 or localhost.' });
  });
}
