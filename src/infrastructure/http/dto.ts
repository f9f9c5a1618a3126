import { AppError, type FieldErrors } from '../../domain/shared/app-error';
import { isRecord } from '../../lib/is-record';

/**
 * Defensive readers for server payloads: the answers are known only by the fields the portal
 * reads, some in two shapes, so every field is optional and type-checked.
 */
export type Dto = Record<string, unknown>;

/**
 * The server's message: `message` (string), `error` (string) or a plain-string payload. A markup
 * payload (a proxy's HTML error page) is no message: the area's fallback text shows, not the page.
 */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') {
    const text = data.trim();
    return text && !text.startsWith('<') ? text : undefined;
  }
  if (!isRecord(data)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** The field errors under `errors`: each field's messages, a lone message as a list of one. */
export function fieldErrorsOf(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(data.errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (messages.length) result[field] = messages;
  }
  return result;
}

export function asDto(value: unknown): Dto {
  return isRecord(value) ? value : {};
}

/** The object at `path` (e.g. 'data', 'message.meta'), or throws a server error for a malformed body. */
export function requireDto(value: unknown, path: string): Dto {
  const found = at(value, path);
  if (!isRecord(found)) throw AppError.server();
  return found;
}

export function requireArray(value: unknown, path: string): unknown[] {
  const found = at(value, path);
  if (!Array.isArray(found)) throw AppError.server();
  return found;
}

export function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

export function str(dto: Dto, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = at(dto, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

export function num(dto: Dto, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = at(dto, key);
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
  }
  return null;
}

/**
 * A record's id: a positive whole number, sent as a number or as its digits. Anything else (none,
 * text, 0, a fraction) is no id, so the record is never mistaken for another with a made-up id.
 */
export function recordId(dto: Dto, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = at(dto, key);
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
}

/** Like `num` but keeps NaN/Infinity strings as NaN so coordinate checks can call them invalid. */
export function coordinate(dto: Dto, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = at(dto, key);
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
  }
  return null;
}

export function bool(dto: Dto, ...keys: string[]): boolean {
  for (const key of keys) {
    const value = at(dto, key);
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
  }
  return false;
}

export function list(dto: Dto, ...keys: string[]): unknown[] {
  for (const key of keys) {
    const value = at(dto, key);
    if (Array.isArray(value)) return value;
  }
  return [];
}
