import type { Load } from '../../../src/domain/load/load';

/** A Load with every field set to a plain value; override what a test is about. */
export function aLoad(overrides: Partial<Load> = {}): Load {
  const id = overrides.id ?? 1;
  return {
    id,
    loadNo: `BH-${id}`,
    displayId: `BH-${id}`,
    postedAtLabel: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    pickupLabel: null,
    deliveryLabel: null,
    pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
    deliveryAddress: '4 Deansgate, Manchester M3 2BW',
    pickupLocation: null,
    deliveryLocation: null,
    pickupDate: '2026-03-04',
    pickupTime: '09:30',
    deliveryDate: '2026-03-04',
    deliveryTime: '14:00',
    weightKg: 480,
    itemCount: 4,
    loadTypeId: 2,
    loadTypeName: 'Pallets',
    instructions: null,
    preferredVehicleName: 'Luton Van',
    assignedDriver: null,
    assignedCompanyName: null,
    myBidAmount: null,
    acceptedAmount: null,
    currencySymbol: null,
    bidCount: 0,
    status: 'pending',
    jobStatus: 'pending',
    uiStatus: null,
    cancelReason: null,
    completedAt: null,
    attachments: [],
    priority: null,
    referenceNumber: null,
    ...overrides,
  };
}
