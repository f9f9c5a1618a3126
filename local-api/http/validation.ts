import { AppError } from '../../src/domain/shared/app-error';

export const INVALID_DATA = 'The given data was invalid.';

/**
 * Refuses a request whose fields break the portal's own rules (the domain's form checks), as a
 * 422 naming each field by its API name, so the portal shows each message on its field.
 */
export function refuseInvalid<F extends string>(
  errors: Partial<Record<F, string>>,
  apiNames: Readonly<Record<F, string>>,
): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (message) fieldErrors[apiNames[field]] = [message];
  }
  if (Object.keys(fieldErrors).length) throw AppError.validation(INVALID_DATA, fieldErrors);
}
