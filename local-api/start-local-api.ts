import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApiApp, type ApiAppOptions } from './api-app';
import { LocalApiContext, type LocalApiDeps } from './context';
import { buildFilesApp } from './files/files-app';
import { FileStore } from './files/file-store';
import { answerOnlyToThisMachine } from './http/callers';

/** Both origins listen on the loopback interface only: nothing off this machine can reach them. */
export const HOST = '127.0.0.1';

export interface LocalApiOptions
  extends Omit<LocalApiDeps, 'files' | 'filesOrigin'>, ApiAppOptions {
  /** The API origin's port; 0 (the default) takes a free one. */
  readonly port?: number;
  /** The files origin's port; 0 (the default) takes a free one. */
  readonly filesPort?: number;
}

export interface RunningLocalApi {
  /** What the portal's `VITE_API_BASE_URL` names, e.g. `http://127.0.0.1:8787/api/v1`. */
  readonly apiBaseUrl: string;
  /** The API origin, where `/storage` and `/__dev` live. */
  readonly origin: string;
  /** The files origin, e.g. `http://127.0.0.1:8788`. */
  readonly filesOrigin: string;
  readonly context: LocalApiContext;
  /**
   * Stops both origins, dropping every open connection (event streams included), then listens
   * again on the same ports over the same context: accounts, loads, files and the event ids carry
   * on, as an API with a database would after a restart. For tests of how the portal rides one out.
   */
  restart(): Promise<void>;
  /** Stops both origins and the context (the marketplace is the caller's to dispose). */
  close(): Promise<void>;
}

const portOf = (origin: string) => Number(new URL(origin).port);

/**
 * Starts the files origin, then the API origin that hands out its addresses. Each answers only
 * requests that name this machine, which only a listening origin can tell: the API built alone
 * and served in process (tests/support/local-api-bridge.ts) has no socket and no port of its own.
 */
export async function startLocalApi(options: LocalApiOptions): Promise<RunningLocalApi> {
  const files = new FileStore();
  let filesApp = answerOnlyToThisMachine(await buildFilesApp(files));
  const filesOrigin = await filesApp.listen({ host: HOST, port: options.filesPort ?? 0 });
  let context: LocalApiContext | undefined;
  let api: FastifyInstance;
  let origin: string;
  try {
    context = new LocalApiContext({ ...options, files, filesOrigin });
    api = answerOnlyToThisMachine(await buildApiApp(context, options));
    origin = await api.listen({ host: HOST, port: options.port ?? 0 });
  } catch (error) {
    context?.stop();
    await filesApp.close();
    throw error;
  }
  const ctx = context;
  const closeBoth = async () => {
    await Promise.all([api.close(), filesApp.close()]);
  };
  return {
    apiBaseUrl: `${origin}${API_PREFIX}`,
    origin,
    filesOrigin,
    context: ctx,
    restart: async () => {
      await closeBoth();
      // A Fastify instance listens only once: new ones, over the same store and context.
      filesApp = answerOnlyToThisMachine(await buildFilesApp(files));
      await filesApp.listen({ host: HOST, port: portOf(filesOrigin) });
      api = answerOnlyToThisMachine(await buildApiApp(ctx, options));
      await api.listen({ host: HOST, port: portOf(origin) });
    },
    close: async () => {
      await closeBoth();
      ctx.stop();
    },
  };
}
