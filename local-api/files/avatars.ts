import type { FastifyInstance } from 'fastify';

/**
 * Bidder pictures, served by the API origin itself under a root-relative address (as many APIs
 * serve their own `/storage/…`), so the portal's rule "a root-relative file URL resolves against
 * the API origin" meets a real case. The marketplace keeps no bidder pictures: each is drawn from
 * the bidder's initials.
 */
export const AVATARS_PATH = '/storage/avatars';

const COLOURS = ['#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0f766e'];

/** The root-relative address of a bidder's picture, or null for a name without letters. */
export function avatarPath(name: string): string | null {
  const initials = name
    .split(/\s+/)
    .map((word) =>
      word
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .charAt(0),
    )
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials ? `${AVATARS_PATH}/${initials}.svg` : null;
}

function avatarSvg(initials: string): string {
  const colour =
    COLOURS[[...initials].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="48" fill="${colour}"/>` +
    '<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="38" ' +
    `font-family="system-ui, sans-serif" font-weight="600">${initials}</text></svg>`
  );
}

export function serveAvatars(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${AVATARS_PATH}/:file`, async (request, reply) => {
    // Only one or two capital letters reach the drawing: nothing from the address becomes markup.
    const initials = /^([A-Z]{1,2})\.svg$/.exec(request.params.file)?.[1];
    if (!initials) return reply.code(404).send({ message: 'Not found.' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatarSvg(initials));
  });
}
