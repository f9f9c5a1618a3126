export interface CliOptions {
  readonly port: number;
  readonly filesPort: number;
  /** Stop by itself after this many seconds (tests, scripts); null runs until stopped. */
  readonly maxSeconds: number | null;
  /** Exact portal origins allowed by CORS; null allows any local origin. */
  readonly corsOrigins: readonly string[] | null;
  /** Portal origins a reset link may point to, the first the default; null: CORS's and npm start's. */
  readonly resetLinkOrigins: readonly string[] | null;
  /** Whether `GET /customer/events` streams live updates; `--no-events` makes it answer 404. */
  readonly events: boolean;
}

export const DEFAULT_PORT = 8787;

function port(name: string, raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535)
    throw new Error(`${name} must be a port number (0-65535), not "${raw}".`);
  return value;
}

const list = (raw: string | undefined): string[] | null =>
  raw
    ? raw
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : null;

/** An http(s) origin as the URL parser writes it (`https://portal.example`), else an error. */
function origin(name: string, raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be http(s) origins, not "${raw}".`);
  }
  return url.origin;
}

/**
 * `PORT` (default 8787), `FILES_PORT` (default PORT + 1; 0 with PORT 0, a free port each),
 * `CORS_ORIGINS` and `RESET_LINK_ORIGINS` (comma-separated), `--max-seconds N` and `--no-events`
 * (an API without live updates, to try the portal's fallback). A bad value
 * stops the start with a message rather than listening somewhere unexpected.
 */
export function readCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  const apiPort = env.PORT ? port('PORT', env.PORT) : DEFAULT_PORT;
  const filesPort = env.FILES_PORT ? port('FILES_PORT', env.FILES_PORT) : apiPort && apiPort + 1;
  let maxSeconds: number | null = null;
  let events = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-events') {
      events = false;
      continue;
    }
    const inline = /^--max-seconds=(.*)$/.exec(arg);
    if (arg !== '--max-seconds' && !inline) throw new Error(`Unknown option "${arg}".`);
    const raw = inline ? (inline[1] ?? '') : (argv[++i] ?? '');
    maxSeconds = Number(raw);
    if (!raw || !Number.isFinite(maxSeconds) || maxSeconds <= 0) {
      throw new Error(`--max-seconds must be a number of seconds above 0, not "${raw}".`);
    }
  }
  const corsOrigins = list(env.CORS_ORIGINS);
  const resetLinkOrigins =
    list(env.RESET_LINK_ORIGINS)?.map((raw) => origin('RESET_LINK_ORIGINS', raw)) ?? null;
  return { port: apiPort, filesPort, maxSeconds, corsOrigins, resetLinkOrigins, events };
}
