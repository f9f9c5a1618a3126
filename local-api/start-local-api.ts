import { API_PREFIX, buildApiApp, type ApiAppOptions } from './api-app';
import { LocalApiContext, type LocalApiDeps } from './context';
import { buildFilesApp } from './files/files-app';
import { FileStore } from './files/file-store';

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
  /** Stops both origins (the marketplace is the caller's to dispose). */
  close(): Promise<void>;
}

/** Starts the files origin, then the API origin that hands out its addresses. */
export async function startLocalApi(options: LocalApiOptions): Promise<RunningLocalApi> {
  const files = new FileStore();
  const filesApp = await buildFilesApp(files);
  const filesOrigin = await filesApp.listen({ host: HOST, port: options.filesPort ?? 0 });
  try {
    const context = new LocalApiContext({ ...options, files, filesOrigin });
    const api = await buildApiApp(context, options);
    const origin = await api.listen({ host: HOST, port: options.port ?? 0 });
    return {
      apiBaseUrl: `${origin}${API_PREFIX}`,
      origin,
      filesOrigin,
      context,
      close: async () => {
        await Promise.all([api.close(), filesApp.close()]);
      },
    };
  } catch (error) {
    await filesApp.close();
    throw error;
  }
}
