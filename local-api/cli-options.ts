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
  /** Whether the push routes work; `--no-push` makes them answer 404. */
  readonly push: boolean;
  /** `--seed-loads N`: the demo shipper has N loads in all, past jobs added to the demo seed's. */
  readonly seedLoads: number | null;
  /** `--seed-bids N`: one more open load, with N bids. */
  readonly seedBids: number | null;
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

/** The largest scale seed: enough to pass every limit the portal has, small enough to start fast. */
export const MAX_SEED_LOADS = 50_000;
export const MAX_SEED_BIDS = 2_000;

const seconds = (raw: string): number => {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value <= 0) {
    throw new Error(`--max-seconds must be a number of seconds above 0, not "${raw}".`);
  }
  return value;
};

const count =
  (name: string, max: number) =>
  (raw: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) {
      throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}".`);
    }
    return value;
  };

/** The options that take a value, as `--name value` or `--name=value`. */
const VALUED = {
  '--max-seconds': seconds,
  '--seed-loads': count('--seed-loads', MAX_SEED_LOADS),
  '--seed-bids': count('--seed-bids', MAX_SEED_BIDS),
} as const;

const isValued = (name: string): name is keyof typeof VALUED => Object.hasOwn(VALUED, name);

/**
 * `PORT` (default 8787), `FILES_PORT` (default PORT + 1; 0 with PORT 0, a free port each),
 * `CORS_ORIGINS` and `RESET_LINK_ORIGINS` (comma-separated), `--max-seconds N`, `--no-events`
 * (an API without live updates, to try the portal's fallback), `--no-push` (an API without push), and `--seed-loads N` and
 * `--seed-bids N` (a busy shipper, to measure the portal at scale). A bad value stops the start
 * with a message rather than listening somewhere unexpected.
 */
export function readCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  const apiPort = env.PORT ? port('PORT', env.PORT) : DEFAULT_PORT;
  const filesPort = env.FILES_PORT ? port('FILES_PORT', env.FILES_PORT) : apiPort && apiPort + 1;
  const values: Partial<Record<keyof typeof VALUED, number>> = {};
  let events = true;
  let push = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-events') {
      events = false;
      continue;
    }
    if (arg === '--no-push') {
      push = false;
      continue;
    }
    const [, name = arg, inline] = /^(--[a-z-]+)=(.*)$/.exec(arg) ?? [];
    if (!isValued(name)) throw new Error(`Unknown option "${arg}".`);
    values[name] = VALUED[name](inline ?? argv[++i] ?? '');
  }
  const corsOrigins = list(env.CORS_ORIGINS);
  const resetLinkOrigins =
    list(env.RESET_LINK_ORIGINS)?.map((raw) => origin('RESET_LINK_ORIGINS', raw)) ?? null;
  return {
    port: apiPort,
    filesPort,
    maxSeconds: values['--max-seconds'] ?? null,
    corsOrigins,
    resetLinkOrigins,
    events,
    push,
    seedLoads: values['--seed-loads'] ?? null,
    seedBids: values['--seed-bids'] ?? null,
  };
}
