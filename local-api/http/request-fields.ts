import type { FastifyRequest } from 'fastify';
import { AppError } from '../../src/domain/shared/app-error';
import { INVALID_DATA } from './validation';

/** A request's text fields, whether it came as JSON, a form or the text parts of a multipart. */
export type Fields = Readonly<Record<string, string>>;

/** The text fields of a parsed body; values that are not text, numbers or flags are left out. */
export function fieldsOf(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
  }
  return fields;
}

/** A field's text, '' when absent. */
export function text(fields: Fields, key: string): string {
  return fields[key] ?? '';
}

export interface MultipartForm {
  readonly fields: Fields;
  /** The files of the one field the call takes, in the order sent, as web `File`s. */
  readonly files: readonly File[];
}

export interface MultipartRules {
  readonly fileField: string;
  readonly maxFiles: number;
  /** Larger files arrive cut one byte past this size, so the size check refuses them. */
  readonly maxFileBytes: number;
  /** The refusal when more than `maxFiles` files are sent. */
  readonly tooManyFiles: () => AppError;
}

/**
 * Reads a multipart body (parsed by @fastify/multipart) into its text fields and the files of one
 * field, holding at most `maxFiles` files of at most `maxFileBytes` (+1) bytes in memory.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw AppError.server('This call takes multipart/form-data.', 415);
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  try {
    const parts = request.parts({
      limits: { files: rules.maxFiles, fileSize: rules.maxFileBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === rules.fileField) {
        files.push(new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype }));
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw rules.tooManyFiles();
    throw error;
  }
  return { fields, files };
}

/**
 * A page number, page size or id: `fallback` when absent, else a whole number from 1 to `max`;
 * anything else is refused as a 422 on that field.
 */
export function wholeNumber(fields: Fields, key: string, fallback: number, max = Infinity): number {
  const raw = text(fields, key).trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    const range = Number.isFinite(max) ? ` from 1 to ${max}` : ' of 1 or more';
    throw AppError.validation(INVALID_DATA, {
      [key]: [`The ${key.replace('_', ' ')} must be a whole number${range}.`],
    });
  }
  return value;
}
