import type { LoadType, Vehicle } from '../../../domain/load/load';
import type { LoadFormOptions } from '../../../application/ports/load-publisher.port';
import type { DemoGateway } from '../demo/demo-gateway';

/** The demo marketplace's seeded vehicles and load types. */
export class InMemoryLoadFormOptions implements LoadFormOptions {
  constructor(private readonly gateway: DemoGateway) {}

  vehicles(signal: AbortSignal): Promise<readonly Vehicle[]> {
    return this.gateway.asUser(
      'vehicles',
      (state) =>
        state.vehicles.map((v) => ({ id: v.id, name: v.name, loadCapacity: v.loadCapacity })),
      signal,
    );
  }

  loadTypes(signal: AbortSignal): Promise<readonly LoadType[]> {
    return this.gateway.asUser(
      'dropdowns',
      (state) => state.loadTypes.map((t) => ({ id: t.id, name: t.name })),
      signal,
    );
  }
}
