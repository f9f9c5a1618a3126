/**
 * The portal of `npm start` (Vite on 127.0.0.1:5173, also reached as localhost), which the local
 * API serves with no setting (`npm run dev:http` too, on its default PORTAL_PORT).
 */
export const NPM_START_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/** The origin of an http(s) address without user or password, else null. */
function httpOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/**
 * Where a password-reset link may point. The forgot-password call names the portal
 * (`base_url`); the link, which carries the reset token, goes there only when its origin is on
 * the list. Any other `base_url` (another site, a malformed address, none) still gets its e-mail,
 * with the link on the default portal origin: never the one asked for.
 */
export class ResetLinkOrigins {
  private constructor(
    private readonly allowed: readonly (string | RegExp)[],
    /** Where a refused `base_url`'s link points. */
    readonly fallback: string,
  ) {}

  /**
   * `resetLinkOrigins` when given (the first is the default); else the portal origins the API
   * lets in by CORS (`corsOrigins`, any local portal when unset) and `npm start`'s, the default
   * being the first configured CORS origin, else `npm start`'s.
   */
  static of(options: {
    readonly corsOrigins: readonly (string | RegExp)[];
    readonly corsConfigured: boolean;
    readonly resetLinkOrigins?: readonly string[] | undefined;
  }): ResetLinkOrigins {
    const explicit = (options.resetLinkOrigins ?? []).flatMap((o) => httpOrigin(o) ?? []);
    if (explicit[0]) return new ResetLinkOrigins(explicit, explicit[0]);
    const configured = options.corsConfigured
      ? options.corsOrigins.flatMap((o) => (typeof o === 'string' ? (httpOrigin(o) ?? []) : []))
      : [];
    const fallback = configured[0] ?? NPM_START_ORIGINS[0] ?? 'http://127.0.0.1:5173';
    return new ResetLinkOrigins([...options.corsOrigins, ...NPM_START_ORIGINS], fallback);
  }

  /** The origin a reset link asked for with `baseUrl` points to. */
  originFor(baseUrl: string): string {
    const origin = httpOrigin(baseUrl.trim());
    if (origin === null) return this.fallback;
    const allowed = this.allowed.some((entry) =>
      typeof entry === 'string' ? httpOrigin(entry) === origin : entry.test(origin),
    );
    return allowed ? origin : this.fallback;
  }
}
