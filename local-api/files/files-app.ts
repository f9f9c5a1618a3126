import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { FILES_PATH, type FileStore } from './file-store';

/**
 * The files origin, a second port like object storage beside an API: it serves the stored files
 * to anyone holding their address, with their type, for any origin (`Access-Control-Allow-Origin:
 * *`), since the portal downloads attachments with a cross-origin fetch. No token is asked for or
 * accepted: a file address is the permission, as with a signed storage URL.
 */
export async function buildFilesApp(store: FileStore): Promise<FastifyInstance> {
  // Closing drops every connection at once, as the API origin's does (api-app.ts): a restart
  // (start-local-api.ts) leaves no client holding on to the old server.
  const app = Fastify({ forceCloseConnections: true });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.get<{ Params: { id: string; name: string } }>(
    `${FILES_PATH}/:id/:name`,
    async (request, reply) => {
      const file = store.get(request.params.id);
      if (!file) return reply.code(404).send({ message: 'File not found.' });
      return reply
        .header('Content-Type', file.type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header(
          'Content-Disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(request.params.name)}`,
        )
        .send(Buffer.from(await file.arrayBuffer()));
    },
  );
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'File not found.' }));
  return app;
}
