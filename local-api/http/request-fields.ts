import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../src/domain/shared/app-error';
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

/**
 * What one multipart body may hold, whatever the call: the load form has at most 24 text fields
 * and 5 files, the profile 7 fields and a photo. Busboy stops counting (and holding) past each
 * limit, so a body of thousands of fields or one huge field is never taken into memory.
 */
export const MULTIPART_LIMITS = {
  /** Text fields. */
  fields: 32,
  /** Bytes of one text field's value. */
  fieldSize: 16 * 1024,
  /** Parts in all, text fields and files. */
  parts: 36,
  /** Bytes of a field's name. */
  fieldNameSize: 100,
  /** Header lines of one part. */
  headerPairs: 20,
} as const;

export interface MultipartRules {
  readonly fileField: string;
  readonly maxFiles: number;
  /** Larger files arrive cut one byte past this size, so the size check refuses them. */
  readonly maxFileBytes: number;
  /** The refusal when more than `maxFiles` files are sent. */
  readonly tooManyFiles: () => AppError;
}

const tooLarge = (message: string) => AppError.server(message, 413);

/**
 * A parser failure as the client's fault: the limits as 413 with what they are, a malformed body
 * (no boundary, cut short) as 400. The plugin's other 4xx keep their status; nothing is a 500.
 */
function multipartFailure(error: unknown, rules: MultipartRules): unknown {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_FILES_LIMIT') return rules.tooManyFiles();
  if (code === 'FST_FIELDS_LIMIT')
    return tooLarge(`At most ${MULTIPART_LIMITS.fields} text fields can be sent.`);
  if (code === 'FST_PARTS_LIMIT')
    return tooLarge(`At most ${MULTIPART_LIMITS.parts} parts (fields and files) can be sent.`);
  if (typeof statusCode === 'number' && statusCode < 500) return error;
  return AppError.server('The multipart body is malformed.', 400);
}

/**
 * Reads a multipart body (parsed by @fastify/multipart) into its text fields and the files of one
 * field, within MULTIPART_LIMITS, holding at most `maxFiles` files of at most `maxFileBytes` (+1)
 * bytes in memory. A text field over the size limit is refused (413), never cut short.
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
      limits: { ...MULTIPART_LIMITS, files: rules.maxFiles, fileSize: rules.maxFileBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw tooLarge(
            `The field ${part.fieldname} is over ${MULTIPART_LIMITS.fieldSize / 1024} KiB.`,
          );
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === rules.fileField) {
        files.push(new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype }));
      }
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    throw multipartFailure(error, rules);
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
