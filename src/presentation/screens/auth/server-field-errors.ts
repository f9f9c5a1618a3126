import { isAppError } from '../../../domain/shared/app-error';

/**
 * The server's field errors (`errors: { first_name: [...] }`) under the form's own field names;
 * fields the form does not know are left to the general message.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  names: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!isAppError(error)) return result;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = names[key];
    const first = messages[0];
    if (field && first) result[field] = first;
  }
  return result;
}
