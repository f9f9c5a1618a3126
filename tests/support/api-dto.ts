import { HttpResponse } from 'msw';
import { isAppError } from '../../src/domain/shared/app-error';
import type { PageMeta } from '../../src/domain/shared/pagination';

/** A page's meta in the API's shape (spec §3 pagination). */
export function metaToDto(meta: PageMeta) {
  return {
    current_page: meta.currentPage,
    per_page: meta.perPage,
    total: meta.total,
    last_page: meta.lastPage,
    from: meta.from || null,
    to: meta.to || null,
  };
}

/** A fake server's answer to an AppError (its message and status); anything else is rethrown. */
export function appErrorResponse(error: unknown): Response {
  if (isAppError(error)) {
    return HttpResponse.json(
      { message: error.serverMessage ?? 'Server Error' },
      { status: error.status ?? 500 },
    );
  }
  throw error;
}
