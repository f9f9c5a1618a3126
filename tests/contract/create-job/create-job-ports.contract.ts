import { describe, expect, it } from 'vitest';
import type {
  LoadFormOptions,
  LoadPublisher,
} from '../../../src/application/ports/load-publisher.port';
import type { NewLoad } from '../../../src/domain/load/new-load';
import { AppError } from '../../../src/domain/shared/app-error';
import { pdfFile, pngFile } from '../../support/create-job/create-job-fakes';
import { NOT_ABORTED } from '../../support/signals';

export interface CreateJobAdapters {
  readonly publisher: LoadPublisher;
  readonly options: LoadFormOptions;
}

/**
 * The scenario both backends serve: among the vehicles "Small van" (id 2, 600 kg) and among the
 * load types "Pallets" (id 2); no vehicle 999.
 */
export const CONTRACT_LOAD: NewLoad = {
  mode: 'manual',
  pickup: {
    address: '12 Wellington Street, Leeds LS1',
    place: {
      latitude: 53.797,
      longitude: -1.548,
      cityName: 'Leeds',
      stateName: 'West Yorkshire',
      zipcode: 'LS1',
    },
  },
  delivery: {
    address: '4 Deansgate, Manchester M3',
    place: {
      latitude: 53.48,
      longitude: -2.245,
      cityName: 'Manchester',
      stateName: 'Greater Manchester',
      zipcode: 'M3',
    },
  },
  pickupDate: '2026-12-01',
  pickupTime: '09:30',
  deliveryDate: '2026-12-01',
  deliveryTime: '15:00',
  weightKg: 250.5,
  itemCount: 4,
  instructions: 'Ring ahead',
  loadType: { id: 2, name: 'Pallets' },
  vehicleId: 2,
  allowExternalDrivers: true,
  attachments: [],
};

/** One suite, two adapters: the in-memory one over the demo marketplace and the HTTP one over MSW. */
export function describeCreateJobContract(
  label: string,
  make: () => Promise<CreateJobAdapters>,
): void {
  describe(`create-job ports contract: ${label}`, () => {
    it('lists vehicles with id, name and load capacity', async () => {
      const { options } = await make();
      const vehicles = await options.vehicles(NOT_ABORTED);
      expect(vehicles).toContainEqual({ id: 2, name: 'Small van', loadCapacity: 600 });
      for (const v of vehicles) expect(Number.isInteger(v.id)).toBe(true);
    });

    it('lists load types with id and name', async () => {
      const { options } = await make();
      expect(await options.loadTypes(NOT_ABORTED)).toContainEqual({ id: 2, name: 'Pallets' });
    });

    it('publishes a manual load with files and answers its new id', async () => {
      const { publisher } = await make();
      const published = await publisher.publish(
        {
          ...CONTRACT_LOAD,
          attachments: [pngFile(), pdfFile()],
        },
        { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
      );
      expect(Number.isInteger(published.id)).toBe(true);
    });

    it('publishes an auto load', async () => {
      const { publisher } = await make();
      const published = await publisher.publish(
        {
          ...CONTRACT_LOAD,
          mode: 'auto',
          vehicleId: null,
          allowExternalDrivers: false,
        },
        { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
      );
      expect(Number.isInteger(published.id)).toBe(true);
    });

    it('refuses an unknown vehicle as a validation error naming the field', async () => {
      const { publisher } = await make();
      const error: unknown = await publisher
        .publish(
          { ...CONTRACT_LOAD, vehicleId: 999 },
          { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'validation' });
      expect(Object.keys((error as AppError).fieldErrors)).toContain('load_preferred_vehicle_id');
    });
  });
}
