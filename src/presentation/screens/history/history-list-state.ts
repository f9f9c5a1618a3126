import {
  isDateFilter,
  isStatusFilter,
  type HistoryDateFilter,
  type HistoryStatusFilter,
} from '../../../domain/load/history-filters';

/** The list's state as it travels in the address (`?q=…&status=…&date=…&page=…`). */
export interface HistoryListState {
  readonly q: string;
  readonly status: HistoryStatusFilter;
  readonly date: HistoryDateFilter;
  readonly page: number;
}

/** The list state an address names; what it does not name, or names wrongly, is left out. */
export function readListState(params: URLSearchParams): Partial<HistoryListState> {
  const status = params.get('status');
  const date = params.get('date');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    ...(isStatusFilter(status) ? { status } : {}),
    ...(isDateFilter(date) ? { date } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The address of a list state; defaults are left out, so a fresh list has a bare /history. */
export function writeListState(state: HistoryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.date !== 'all') params.set('date', state.date);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
