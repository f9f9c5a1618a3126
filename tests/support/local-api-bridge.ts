import { http, HttpResponse } from 'msw';
import { buildApiApp } from '../../local-api/api-app';
import { LocalApiContext } from '../../local-api/context';
import { FileStore } from '../../local-api/files/file-store';
import type { LocalApiBackend } from './local-api';

/** What an HTTP adapter sent, for the payload tests. */
export interface SeenRequest {
  readonly method: string;
  /** The path under the API base, e.g. `/customer/loads/list`. */
  readonly path: string;
  readonly query: Record<string, string>;
  readonly contentType: string | null;
  readonly authorization: string | null;
  /** A form (`application/x-www-form-urlencoded`) body, as opposed to JSON or multipart. */
  readonly form: boolean;
  /** A JSON object's fields or a form's fields; empty for multipart and bodiless calls. */
  readonly body: Record<string, unknown>;
  /** A multipart body, as the server received it. */
  readonly multipart: FormData | null;
}

async function seen(request: Request, base: string): Promise<SeenRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const copy = request.clone();
  const form = contentType?.includes('application/x-www-form-urlencoded') ?? false;
  const multipart = contentType?.startsWith('multipart/form-data') ? await copy.formData() : null;
  const body = form
    ? Object.fromEntries(new URLSearchParams(await copy.text()))
    : contentType?.includes('application/json')
      ? ((await copy.json()) as Record<string, unknown>)
      : {};
  return {
    method: request.method,
    path: url.pathname.slice(new URL(base).pathname.length),
    query: Object.fromEntries(url.searchParams),
    contentType,
    authorization: request.headers.get('authorization'),
    form,
    body,
    multipart,
  };
}

/**
 * MSW handlers that hand every call under `base` to the local API in this process (Fastify's
 * `inject`, no socket), recording what each HTTP adapter sent: a focused adapter test sees the
 * real server's answers while MSW stays free to answer any one call with a fault.
 */
export async function localApiOverMsw(base: string, backend: LocalApiBackend) {
  const context = new LocalApiContext({
    ...backend,
    files: new FileStore(),
    filesOrigin: 'http://127.0.0.1:9',
  });
  const app = await buildApiApp(context);
  const requests: SeenRequest[] = [];
  const handler = http.all(`${base}/*`, async ({ request }) => {
    requests.push(await seen(request, base));
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new HttpResponse(answer.rawPayload, { status: answer.statusCode, headers });
  });
  const close = async () => {
    await app.close();
    context.stop();
  };
  return { handler, requests, context, close };
}
