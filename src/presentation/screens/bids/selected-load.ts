import { makeAutoObservable } from 'mobx';
import type { Load, LoadId } from '../../../domain/load/load';
import { isOpenForBids } from '../../../domain/load/history-filters';
import { statusBadge, type StatusTone } from '../../../domain/load/status-badge';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { LoadRepository } from '../../../application/ports/load-repository.port';
import { Query } from '../../async/query';

export interface StatusPill {
  readonly label: string;
  readonly tone: StatusTone;
  /** Bidding is closed (the server's lock icon, or the load is no longer open). */
  readonly locked: boolean;
}

/** The Job Summary's status: the server's own label when it sends one, the badge's otherwise. */
export function statusPillOf(load: Load): StatusPill {
  const badge = statusBadge(load.status || load.jobStatus);
  const icon = load.uiStatus?.icon ?? '';
  return {
    label: load.uiStatus?.label || badge.label,
    tone: badge.tone,
    locked: /lock/i.test(icon) || !isOpenForBids(load),
  };
}

/**
 * The load whose bids are on screen, for the Job Summary. A refresh keeps the load on screen,
 * also when it fails. It is read through the details call (customer/loads/detail), not the active
 * loads, so the summary still shows a load that an accept has just assigned.
 */
export class SelectedLoad {
  readonly query: Query<Load, LoadId>;

  constructor(loads: LoadRepository) {
    this.query = new Query({
      fetch: (loadId, signal) => loads.details(loadId, signal),
      errorMessage: (error) => errorMessage('loadDetails', error),
    });
    makeAutoObservable(this, { query: false }, { autoBind: true });
  }

  get load(): Load | null {
    return this.query.data ?? null;
  }

  get statusPill(): StatusPill | null {
    return this.load ? statusPillOf(this.load) : null;
  }

  /** Whether the load still takes bids; assumed so until it has arrived. */
  get openForBids(): boolean {
    return this.load === null || isOpenForBids(this.load);
  }

  read(loadId: LoadId): Promise<void> {
    return this.query.run(loadId);
  }

  cancel(): void {
    this.query.cancel();
  }

  reset(): void {
    this.query.reset();
  }
}
