import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { ResetLinkOrigins } from './auth/reset-links';
import { bidsRoutes } from './bids/bids.routes';
import type { LocalApiContext } from './context';
import { createJobRoutes } from './create-job/create-job.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { devRoutes } from './dev/dev.routes';
import { eventsRoutes } from './events/events.routes';
import { pushRoutes } from './push/push.routes';
import { serveAvatars } from './files/avatars';
import { onlyThePortalsPages } from './http/callers';
import { answerFailures, type ReportUnexpected } from './http/error-answer';
import { failPlannedCalls } from './http/operations';
import { MULTIPART_LIMITS } from './http/request-fields';
import { loadsRoutes } from './loads/loads.routes';
import { profileRoutes } from './profile/profile.routes';
import { tripsRoutes } from './trips/trips.routes';

/** Every API path the portal calls is relative to this base. */
export const API_PREFIX = '/api/v1';

/** A portal served from this machine, on any port: the Vite dev server, the preview server, a test. */
export const LOCAL_ORIGINS: readonly RegExp[] = [
  /^http:\/\/127\.0\.0\.1(:\d+)?$/,
  /^http:\/\/localhost(:\d+)?$/,
];

export interface ApiAppOptions {
  /** The portal origins allowed to call (CORS); any local origin by default. */
  readonly corsOrigins?: readonly (string | RegExp)[];
  /**
   * The portal origins a password-reset link may point to (the first is the default for any other
   * `base_url`); by default the CORS origins and `npm start`'s (auth/reset-links.ts).
   */
  readonly resetLinkOrigins?: readonly string[];
  /** Where an unexpected failure's details go; standard error by default. */
  readonly report?: ReportUnexpected;
}

const toStderr: ReportUnexpected = (error) => {
  process.stderr.write(`${error.stack ?? String(error)}\n`);
};

/** The API origin: the portal's calls under `/api/v1`, bidder pictures under `/storage`, `/__dev`. */
export async function buildApiApp(
  ctx: LocalApiContext,
  options: ApiAppOptions = {},
): Promise<FastifyInstance> {
  // Closing ends every connection, a client's open event stream included, rather than waiting
  // for clients to let go.
  const app = Fastify({ forceCloseConnections: true });
  const corsOrigins = options.corsOrigins ?? LOCAL_ORIGINS;
  const resetLinks = ResetLinkOrigins.of({
    corsOrigins,
    corsConfigured: options.corsOrigins !== undefined,
    resetLinkOrigins: options.resetLinkOrigins,
  });
  await app.register(cors, {
    origin: [...corsOrigins],
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'Last-Event-ID'],
    maxAge: 600,
  });
  await app.register(formbody);
  // Oversized files arrive cut short rather than failing the request, so the upload rules refuse
  // them by name with the portal's own text. Every body is bounded (fields, their size, parts);
  // each call narrows the files further (readMultipart).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: MULTIPART_LIMITS,
  });
  answerFailures(app, options.report ?? toStderr);
  failPlannedCalls(app, ctx.faults);
  serveAvatars(app);
  await devRoutes(app, ctx);
  await app.register(
    async (api) => {
      await api.register(async (signedOut) => {
        signedOut.addHook('onRequest', onlyThePortalsPages(corsOrigins));
        authRoutes(signedOut, ctx, resetLinks);
      });
      api.get('/examples', { config: { operation: 'examples' } }, async () => ({ data: [] }));
      createJobRoutes(api, ctx);
      loadsRoutes(api, ctx);
      bidsRoutes(api, ctx);
      tripsRoutes(api, ctx);
      dashboardRoutes(api, ctx);
      profileRoutes(api, ctx);
      eventsRoutes(api, ctx);
      pushRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
