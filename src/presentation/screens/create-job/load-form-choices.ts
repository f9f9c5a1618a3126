import { makeAutoObservable, reaction } from 'mobx';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { LoadMode } from '../../../domain/load/new-load';
import type { OfferedChoices } from '../../../domain/repeat/post-again';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import { Query } from '../../async/query';

/**
 * The load form's choices from the server: load types, read once; vehicles, read in manual mode
 * only, once, and again after a failure that left none.
 */
export class LoadFormChoices {
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;

  constructor(options: LoadFormOptions) {
    this.loadTypes = new Query({
      fetch: (_, signal) => options.loadTypes(signal),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: (_, signal) => options.vehicles(signal),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    makeAutoObservable(this, { loadTypes: false, vehicles: false }, { autoBind: true });
  }

  ensureFor(mode: LoadMode | null): void {
    if (mode === null) return;
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    const vehicles = this.vehicles.status.kind;
    if (
      mode === 'manual' &&
      (vehicles === 'idle' || (vehicles === 'failed' && !this.vehicles.data?.length))
    ) {
      void this.vehicles.run();
    }
  }

  /**
   * The lists once read (the vehicles only when asked for), for a copy of a past load: each is
   * read if it has not been, or waited for if on its way. A list that fails offers nothing.
   */
  async offered(withVehicles: boolean): Promise<OfferedChoices> {
    const [loadTypes, vehicles] = await Promise.all([
      settled(this.loadTypes),
      withVehicles ? settled(this.vehicles) : [],
    ]);
    return { loadTypes, vehicles };
  }

  get loadTypeList(): readonly LoadType[] {
    return this.loadTypes.data ?? [];
  }

  get vehicleList(): readonly Vehicle[] {
    return this.vehicles.data ?? [];
  }
}

async function settled<T>(list: Query<readonly T[]>): Promise<readonly T[]> {
  if (list.loading) await answered(list);
  else if (!list.loaded) await list.run();
  return list.data ?? [];
}

/** Once the read on its way has answered (or was dropped). */
function answered(list: Query<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const stop = reaction(
      () => list.loading,
      (loading) => {
        if (loading) return;
        stop();
        resolve();
      },
    );
  });
}
