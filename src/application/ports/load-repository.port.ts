import type { Load, LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';

export interface LoadSearch {
  readonly q: string;
  readonly page: number;
  /** Spec §7: 20 at the call level; the screens use 10 (decisions Q13). */
  readonly perPage?: number;
  /** Abandons the request (a newer search replaced it, or the screen was left). */
  readonly signal?: AbortSignal;
}

/** The customer's loads (spec §7: customer/active-loads, customer/loads/list, customer/loads/detail). */
export interface LoadRepository {
  listActive(): Promise<readonly Load[]>;
  search(query: LoadSearch): Promise<Page<Load>>;
  details(id: LoadId): Promise<Load>;
}

export const DEFAULT_LOAD_LIST_PAGE_SIZE = 20;
export const SCREEN_PAGE_SIZE = 10;
