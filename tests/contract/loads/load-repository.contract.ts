import { describe, expect, it } from 'vitest';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { NOT_ABORTED } from '../../support/signals';

/**
 * What every LoadRepository must do, whatever stands behind it. The scenario: the signed-in
 * customer owns loads BH-1 (pending, oldest), BH-2 (completed), BH-3 (pending, newest) and
 * BH-4 (cancelled); another customer owns BH-9.
 */
export const SCENARIO = {
  ownLoadIds: [1, 2, 3, 4],
  activeNewestFirst: [3, 1],
  foreignLoadId: 9,
} as const;

export function describeLoadRepositoryContract(
  name: string,
  makeRepo: () => Promise<LoadRepository>,
): void {
  describe(`LoadRepository contract: ${name}`, () => {
    it('lists the active loads of the signed-in customer, newest first', async () => {
      const repo = await makeRepo();
      const loads = await repo.listActive(NOT_ABORTED);
      expect(loads.map((l) => l.id)).toEqual(SCENARIO.activeNewestFirst);
      expect(loads[0]).toMatchObject({
        loadNo: 'BH-3',
        pickupAddress: '12 High Street, Leeds LS1 4AB',
        deliveryAddress: '4 Canal Road, York YO1 7HH',
        pickupDate: '2026-12-01',
        pickupTime: '09:30',
        weightKg: 450,
        itemCount: 3,
        status: 'pending',
      });
    });

    it('searches load number and addresses case-insensitively, paged', async () => {
      const repo = await makeRepo();
      const york = await repo.search({ signal: NOT_ABORTED, q: 'YORK', page: 1, perPage: 10 });
      expect(york.items.map((l) => l.loadNo).sort()).toEqual(['BH-2', 'BH-3']);
      const page2 = await repo.search({ signal: NOT_ABORTED, q: '', page: 2, perPage: 3 });
      expect(page2.meta).toMatchObject({
        currentPage: 2,
        perPage: 3,
        total: 4,
        lastPage: 2,
        from: 4,
        to: 4,
      });
      expect(page2.items).toHaveLength(1);
    });

    it('gives the details of an own load', async () => {
      const repo = await makeRepo();
      const load = await repo.details(4, NOT_ABORTED);
      expect(load).toMatchObject({
        loadNo: 'BH-4',
        status: 'cancelled',
        cancelReason: 'Goods not ready',
      });
    });

    it("refuses another customer's load as not found", async () => {
      const repo = await makeRepo();
      const error = await repo
        .details(SCENARIO.foreignLoadId, NOT_ABORTED)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(404);
    });
  });
}
