/** Whether a value read from outside (JSON, storage, another tab) is an object with named fields. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
