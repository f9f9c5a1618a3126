import { makeAutoObservable } from 'mobx';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { LoadMode } from '../../../domain/load/new-load';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { ListLoadTypes } from '../../../application/create-job/list-load-types.use-case';
import type { ListVehicles } from '../../../application/create-job/list-vehicles.use-case';
import { Query } from '../../async/query';

/**
 * The load form's choices from the server (spec §4): load types, fetched when idle; vehicles,
 * fetched when idle or failed with none loaded, and in manual mode only.
 */
export class LoadFormChoices {
  readonly loadTypes: Query<readonly LoadType[]>;
  readonly vehicles: Query<readonly Vehicle[]>;

  constructor(listLoadTypes: ListLoadTypes, listVehicles: ListVehicles) {
    this.loadTypes = new Query({
      fetch: () => listLoadTypes.execute(),
      errorMessage: (error) => errorMessage('dropdowns', error),
    });
    this.vehicles = new Query({
      fetch: () => listVehicles.execute(),
      errorMessage: (error) => errorMessage('vehicles', error),
    });
    makeAutoObservable(this, { loadTypes: false, vehicles: false }, { autoBind: true });
  }

  ensureFor(mode: LoadMode | null): void {
    if (mode === null) return;
    if (this.loadTypes.status.kind === 'idle') void this.loadTypes.run();
    const vehicles = this.vehicles.status.kind;
    if (mode === 'manual' && (vehicles === 'idle' || (vehicles === 'failed' && !this.vehicles.data?.length))) {
      void this.vehicles.run();
    }
  }

  get loadTypeList(): readonly LoadType[] {
    return this.loadTypes.data ?? [];
  }

  get vehicleList(): readonly Vehicle[] {
    return this.vehicles.data ?? [];
  }
}
