import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../src/domain/shared/app-error';

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

/** Origins as CORS lists them: exact ones, or patterns (any local port). */
function isListedOrigin(origin: string, origins: readonly (string | RegExp)[]): boolean {
  return origins.some((entry) =>
    typeof entry === 'string' ? entry === origin : entry.test(origin),
  );
}

/**
 * For the calls made signed out that change something (sign-in, sign-up, codes, password reset,
 * the waiting list): a request from a page of another site is refused before its body is read.
 * Those calls need no token, so without this any page could post a form to them (a form needs no
 * CORS preflight): lock an account with ten wrong sign-ins, or send a new reset link that replaces
 * the one a customer is about to use. The portal's pages send its `Origin`, which CORS lists;
 * a tool such as curl sends none, and is let through.
 */
export function onlyThePortalsPages(portalOrigins: readonly (string | RegExp)[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isListedOrigin(origin, portalOrigins)) {
      throw AppError.server('This call is taken only from the portal.', 403);
    }
  };
}
