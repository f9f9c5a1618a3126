import type { Bid } from '../../../src/domain/bid/bid';
import type { Load } from '../../../src/domain/load/load';

/** A complete Load with plain values; override what a test is about. */
export function aLoad(overrides: Partial<Load> = {}): Load {
  const id = overrides.id ?? 10_401;
  return {
    id,
    loadNo: `BH-${id}`,
    displayId: `BH-${id}`,
    postedAtLabel: null,
    createdAt: '2026-02-20T09:00:00Z',
    pickupLabel: 'Leeds, LS1 4AP',
    deliveryLabel: 'Manchester, M1 2AB',
    pickupAddress: '12 Wellington Street, Leeds LS1 4AP',
    deliveryAddress: '4 Deansgate, Manchester M1 2AB',
    pickupLocation: { lat: 53.7961, lng: -1.5536 },
    deliveryLocation: { lat: 53.4794, lng: -2.2453 },
    pickupRegion: 'West Yorkshire',
    deliveryRegion: 'Greater Manchester',
    pickupDate: '2026-03-02',
    pickupTime: '09:30',
    deliveryDate: '2026-03-02',
    deliveryTime: '13:00',
    weightKg: 480,
    itemCount: 4,
    loadTypeId: 2,
    loadTypeName: 'Pallets',
    instructions: 'Tail lift needed at delivery.',
    preferredVehicleName: 'Small van',
    assignedDriver: {
      name: 'Tom Hughes',
      email: 'tom.hughes@carriers.test',
      phone: '07700 900123',
      vehicleType: 'Small van',
      vehicleTypeLabel: 'Small van',
      registrationNumber: 'AB12 CDE',
    },
    assignedCompanyName: null,
    myBidAmount: 250,
    acceptedAmount: 250,
    currencySymbol: '£',
    bidCount: 3,
    status: 'completed',
    jobStatus: 'delivered',
    uiStatus: null,
    cancelReason: null,
    completedAt: '2026-03-02T13:10:00Z',
    attachments: [],
    priority: null,
    referenceNumber: `TRP-${id}`,
    ...overrides,
  };
}

export function aBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 9_001,
    loadId: 10_401,
    amount: 250,
    currencySymbol: '£',
    status: 'accepted',
    note: 'Tail lift van, two-person crew.',
    placedAt: '2026-03-01T09:00:00Z',
    acceptedAt: '2026-03-01T12:00:00Z',
    rejectedAt: null,
    bidder: { name: 'Tom Hughes', roleId: 4, avatarUrl: null },
    rating: { avg: 4.52, count: 120 },
    vehicleName: 'Small van',
    ...overrides,
  };
}

/** A promise the test settles by hand (out-of-order answers). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
