import type { Load, LoadId } from '../../domain/load/load';
import type { Page } from '../../domain/shared/pagination';
import { portKey } from './port-key';

export interface LoadSearch {
  readonly q: string;
  readonly page: number;
  /** 20 when not given; the screens ask for 10. */
  readonly perPage?: number;
  /** Abandons the request (a newer search replaced it, or the screen was left). */
  readonly signal: AbortSignal;
}

/** The customer's loads: the active ones, a search of all of them, and one load's details. */
export interface LoadRepository {
  /**
   * Every load of the customer still waiting for a driver (GET customer/active-loads). The call
   * has no query, so search, sort and paging happen in the presenters.
   */
  listActive(signal: AbortSignal): Promise<readonly Load[]>;
  search(query: LoadSearch): Promise<Page<Load>>;
  details(id: LoadId, signal: AbortSignal): Promise<Load>;
}

export const DEFAULT_LOAD_LIST_PAGE_SIZE = 20;
export const SCREEN_PAGE_SIZE = 10;

export const LoadRepository = portKey<LoadRepository>('LoadRepository');
