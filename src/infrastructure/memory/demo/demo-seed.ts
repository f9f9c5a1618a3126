import { haversineKm, interpolate } from '../../../domain/shared/geo';
import { UK_GAZETTEER, type GazetteerPlace } from '../../maps/offline/uk-gazetteer';
import { DELIVERY_NOTE_PDF, PARCEL_PHOTO_PNG } from './demo-assets';
import { quotePrice, roadDistanceKm } from './price-model';
import { SeededRandom } from './seeded-random';
import {
  DEMO_STATE_VERSION,
  type DemoBid,
  type DemoCarrier,
  type DemoLoad,
  type DemoLoadType,
  type DemoPlace,
  type DemoState,
  type DemoUser,
  type DemoVehicle,
} from './demo-state';

/** Decisions D1. */
export const DEMO_CUSTOMER = {
  email: 'demo@shipper.test',
  password: 'Demo1234',
  firstName: 'Dana',
  lastName: 'Shipper',
} as const;

export const DEMO_SEED = 20261122;
/** The seeded active load with 12+ bids, some rejected (D4). */
export const BUSY_LOAD_NO = 'BH-10412';

const DAY = 24 * 60 * 60 * 1000;

export const VEHICLES: DemoVehicle[] = [
  { id: 1, name: 'Motorbike courier', typeLabel: 'Motorbike', loadCapacity: 25 },
  { id: 2, name: 'Small van', typeLabel: 'Small van', loadCapacity: 600 },
  { id: 3, name: 'Medium van', typeLabel: 'Medium van', loadCapacity: 1200 },
  { id: 4, name: 'Luton van with tail lift', typeLabel: 'Luton van', loadCapacity: 1000 },
  { id: 5, name: '7.5 tonne truck', typeLabel: 'Rigid truck', loadCapacity: 2800 },
  { id: 6, name: '18 tonne rigid', typeLabel: 'Rigid truck', loadCapacity: 9000 },
  { id: 7, name: 'Articulated lorry (44 t)', typeLabel: 'Articulated lorry', loadCapacity: 26000 },
  { id: 8, name: 'Refrigerated van', typeLabel: 'Refrigerated van', loadCapacity: 900 },
];

export const LOAD_TYPES: DemoLoadType[] = [
  { id: 1, name: 'Parcels' },
  { id: 2, name: 'Pallets' },
  { id: 3, name: 'Furniture' },
  { id: 4, name: 'Building materials' },
  { id: 5, name: 'Machinery' },
  { id: 6, name: 'Chilled food' },
  { id: 7, name: 'Documents' },
  { id: 8, name: 'Fragile goods' },
];

const DRIVER_NAMES = [
  'Tom Hughes', 'Priya Patel', 'Gareth Evans', 'Aisha Khan', 'Callum MacLeod', 'Sophie Turner',
  'Daniel Okafor', 'Megan Price', 'Liam Byrne', 'Hannah Clarke', 'Rhys Morgan', 'Chloe Walsh',
  'Mohammed Ali', 'Jack Robinson',
];
const COMPANY_NAMES = [
  'Pennine Express Couriers', 'Severn Valley Haulage', 'Capital City Logistics', 'Northern Star Freight',
  'Thames Gateway Transport', 'Highland Road Haulage', 'Midlands Same Day', 'Channel Coast Carriers',
  'Red Rose Distribution', 'Clyde & Forth Logistics',
];
const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Mill Lane', 'Victoria Road', 'Park Road', 'London Road',
  'Queen Street', 'King Street', 'Riverside Business Park', 'Canal Road', 'Enterprise Way',
  'Trafalgar Industrial Estate', 'Albert Street', 'Manor Road', 'Harbour Road',
];
const INSTRUCTIONS = [
  'Tail lift needed at delivery. Goods-in closes at 16:00.',
  'Call the site manager 30 minutes before arrival.',
  'Fragile: keep upright, do not stack.',
  'Loading bay at the rear of the building; ask at reception.',
  'Pallets are shrink-wrapped; a pallet truck is available on site.',
  'Residential delivery, two-person lift.',
  '',
  'Keep between 2 °C and 5 °C.',
];
const BID_NOTES = [
  'Can collect an hour early if that helps.',
  'Tail lift van, two-person crew.',
  'Fully insured up to £50,000 goods in transit.',
  'Returning empty from that area, happy to help.',
  null,
  null,
  'Price includes waiting time up to 45 minutes.',
  null,
];
const CANCEL_REASONS = ['Customer postponed the order.', 'Goods not ready at collection.'];

export function createDemoSeed(now: Date, places: readonly GazetteerPlace[] = UK_GAZETTEER): DemoState {
  const rnd = new SeededRandom(DEMO_SEED);
  const towns = places.filter((p) => p.kind !== 'postcode-district');
  const createdAt = new Date(now.getTime() - 400 * DAY).toISOString();
  const customer: DemoUser = {
    id: 1,
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    phoneNumber: '7700900123',
    address: '1 Wellington Place, Leeds LS1 4AP',
    businessType: 'Retail',
    businessDescription: 'Garden furniture and outdoor living, sold online and in two showrooms.',
    photoUrl: null,
    verified: true,
    roleId: 5,
    createdAt,
  };
  const otherCustomer: DemoUser = {
    ...customer,
    id: 2,
    email: 'other@shipper.test',
    firstName: 'Omar',
    lastName: 'Other',
    phoneNumber: '7700900456',
    businessDescription: 'A second demo customer whose loads Dana must never see.',
  };

  const place = (town: GazetteerPlace): DemoPlace => {
    const inward = `${rnd.int(1, 9)}${rnd.letters(2)}`;
    const postcode = `${town.postcodeDistrict} ${inward}`;
    const city = town.town ?? town.name;
    return {
      address: `${rnd.int(1, 220)} ${rnd.pick(STREETS)}, ${city} ${postcode}`,
      lat: round(town.lat + (rnd.next() - 0.5) * 0.02),
      lng: round(town.lng + (rnd.next() - 0.5) * 0.02),
      city,
      region: town.county,
      postcode,
    };
  };

  const carriers: DemoCarrier[] = [
    ...DRIVER_NAMES.map((name, i) => carrier(rnd, 100 + i, name, 4, towns, i % 3 !== 2)),
    ...COMPANY_NAMES.map((name, i) => carrier(rnd, 200 + i, `${name} Ltd`, i % 2 ? 3 : 2, towns, i % 4 !== 3)),
  ];

  const state: DemoState = {
    version: DEMO_STATE_VERSION,
    seededAt: now.toISOString(),
    nextId: 50_000,
    users: [customer, otherCustomer],
    tokens: [],
    otps: [],
    resetTokens: [],
    emails: [],
    waitlist: [],
    vehicles: VEHICLES.map((v) => ({ ...v })),
    loadTypes: LOAD_TYPES.map((t) => ({ ...t })),
    carriers,
    loads: [],
    bids: [],
  };

  let loadSeq = 10_400;
  let bidSeq = 9_000;
  const makeLoad = (ownerId: number, pickupDay: number, status: DemoLoad['status'], jobStatus: DemoLoad['jobStatus']): DemoLoad => {
    loadSeq += 1;
    const from = rnd.pick(towns);
    let to = rnd.pick(towns);
    while (to === from) to = rnd.pick(towns);
    const pickup = place(from);
    const delivery = place(to);
    const pickupDate = dayOf(now, pickupDay);
    const pickupTime = `${String(rnd.int(7, 15)).padStart(2, '0')}:${rnd.pick(['00', '15', '30', '45'])}`;
    const hours = Math.ceil(roadDistanceKm(haversineKm(pickup, delivery)) / 70) + 1;
    const deliverAt = new Date(`${pickupDate}T${pickupTime}:00`).getTime() + hours * 3600_000;
    const loadTypeId = rnd.pick(LOAD_TYPES).id;
    const vehicle = rnd.pick(VEHICLES.slice(1, 7));
    const weightKg = Math.round(rnd.int(40, Math.min(vehicle.loadCapacity, 3000)) / 10) * 10;
    return {
      id: loadSeq,
      loadNo: `BH-${loadSeq}`,
      ownerId,
      createdAt: new Date(now.getTime() + (Math.min(pickupDay, 0) - rnd.int(2, 6)) * DAY + rnd.int(0, 86_000) * 1000).toISOString(),
      pickup,
      delivery,
      pickupDate,
      pickupTime,
      deliveryDate: rnd.chance(0.8) ? localDate(new Date(deliverAt)) : null,
      deliveryTime: null,
      weightKg,
      itemCount: rnd.int(1, 24),
      loadTypeId,
      vehicleId: rnd.chance(0.85) ? vehicle.id : null,
      instructions: rnd.pick(INSTRUCTIONS),
      isAuto: rnd.chance(0.3),
      allowExternal: rnd.chance(0.5),
      attachments: [],
      status,
      jobStatus,
      cancelReason: null,
      assignedCarrierId: null,
      acceptedBidId: null,
      trip: null,
      priority: rnd.chance(0.2) ? 'Express' : null,
      pendingBids: [],
    };
  };
  const fixDeliveryTime = (load: DemoLoad) => {
    if (!load.deliveryDate) return;
    const hours = Math.ceil(roadDistanceKm(haversineKm(load.pickup, load.delivery)) / 70) + 2;
    const [h, m] = load.pickupTime.split(':').map(Number) as [number, number];
    const at = new Date(`${load.pickupDate}T00:00:00`);
    at.setHours(h + hours, m);
    load.deliveryDate = localDate(at);
    load.deliveryTime = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  };
  const addBids = (load: DemoLoad, count: number, placedBefore: Date): DemoBid[] => {
    const km = roadDistanceKm(haversineKm(load.pickup, load.delivery));
    const pool = carriers.filter((c) => (load.allowExternal || c.inNetwork) && canCarry(c, load.weightKg));
    const chosen = shuffle(rnd, pool).slice(0, count);
    const bids = chosen.map((c, i): DemoBid => {
      bidSeq += 1;
      return {
        id: bidSeq,
        loadId: load.id,
        carrierId: c.id,
        amount: quotePrice(km, load.weightKg, 0.88 + rnd.next() * 0.34),
        currencySymbol: '£',
        status: 'pending',
        note: rnd.pick(BID_NOTES),
        placedAt: new Date(placedBefore.getTime() - (i + 1) * rnd.int(20, 140) * 60_000).toISOString(),
        acceptedAt: null,
        rejectedAt: null,
        decisionNote: null,
      };
    });
    state.bids.push(...bids);
    return bids;
  };
  const award = (load: DemoLoad, bids: DemoBid[], decidedAt: Date) => {
    const winner = bids[0];
    if (!winner) return;
    winner.status = 'accepted';
    winner.acceptedAt = decidedAt.toISOString();
    winner.decisionNote = 'Proceed';
    for (const other of bids.slice(1)) {
      other.status = 'rejected';
      other.rejectedAt = decidedAt.toISOString();
      other.decisionNote = 'Another bid was accepted';
    }
    load.acceptedBidId = winner.id;
    load.assignedCarrierId = winner.carrierId;
  };
  const tripFor = (load: DemoLoad): DemoLoad['trip'] => ({
    reference: `TRP-${load.id}`,
    scheduledAt: new Date(`${load.pickupDate}T${load.pickupTime}:00`).toISOString(),
    startedAt: null,
    arrivesAt: null,
    completedAt: null,
    progress: 0,
  });

  // 12 active loads waiting for bids; the last, BH-10412, is the busy one (14 bids, 4 rejected)
  // and the newest.
  for (let i = 0; i < 12; i++) {
    const load = makeLoad(customer.id, 1 + (i % 9), 'pending', 'pending');
    fixDeliveryTime(load);
    if (i === 11) {
      load.allowExternal = true;
      load.weightKg = 480;
      load.createdAt = new Date(now.getTime() - 2 * 3600_000).toISOString();
      load.attachments = [attachment(state, PARCEL_PHOTO_PNG), attachment(state, DELIVERY_NOTE_PDF)];
      const bids = addBids(load, 14, now);
      bids.slice(10).forEach((b) => {
        b.status = 'rejected';
        b.rejectedAt = new Date(now.getTime() - 20 * 60_000).toISOString();
        b.decisionNote = 'Too high for this route';
      });
    } else if (i % 4 !== 3) {
      addBids(load, rnd.int(1, 5), now);
    }
    state.loads.push(load);
  }

  // Upcoming trips: assigned, collection still ahead.
  for (let i = 0; i < 3; i++) {
    const load = makeLoad(customer.id, 1 + i, 'assigned', 'assigned');
    fixDeliveryTime(load);
    award(load, addBids(load, rnd.int(2, 5), new Date(now.getTime() - DAY)), new Date(now.getTime() - 20 * 3600_000));
    load.trip = tripFor(load);
    state.loads.push(load);
  }

  // Ongoing trips: collected today, on the road.
  (['en_route', 'picked_up', 'in_transit'] as const).forEach((jobStatus, i) => {
    const load = makeLoad(customer.id, 0, 'in_progress', jobStatus);
    const startedAt = new Date(now.getTime() - (40 + 25 * i) * 60_000);
    load.pickupTime = `${String(startedAt.getHours()).padStart(2, '0')}:${String(startedAt.getMinutes()).padStart(2, '0')}`;
    load.pickupDate = localDate(startedAt);
    fixDeliveryTime(load);
    award(load, addBids(load, rnd.int(2, 5), new Date(now.getTime() - 2 * DAY)), new Date(now.getTime() - 30 * 3600_000));
    const hours = Math.max(1.5, roadDistanceKm(haversineKm(load.pickup, load.delivery)) / 65);
    const trip = tripFor(load)!;
    trip.startedAt = startedAt.toISOString();
    trip.arrivesAt = new Date(startedAt.getTime() + hours * 3600_000).toISOString();
    trip.progress = Math.min(0.9, (now.getTime() - startedAt.getTime()) / (hours * 3600_000));
    load.trip = trip;
    state.loads.push(load);
  });

  // Completed deliveries over the last ten weeks (one today, some this week).
  const completedDays = [0, -1, -3, -5, -8, -11, -15, -19, -24, -30, -37, -44, -52, -61, -70];
  completedDays.forEach((day, i) => {
    const load = makeLoad(customer.id, day, 'completed', 'delivered');
    if (day === 0) {
      load.pickupTime = '06:30';
    }
    fixDeliveryTime(load);
    const decided = new Date(new Date(`${load.pickupDate}T00:00:00`).getTime() - DAY);
    award(load, addBids(load, rnd.int(2, 6), decided), decided);
    const trip = tripFor(load)!;
    const start = new Date(`${load.pickupDate}T${load.pickupTime}:00`);
    const hours = Math.max(1.5, roadDistanceKm(haversineKm(load.pickup, load.delivery)) / 65);
    trip.startedAt = start.toISOString();
    trip.arrivesAt = new Date(start.getTime() + hours * 3600_000).toISOString();
    trip.completedAt = new Date(Math.min(now.getTime() - 60_000, start.getTime() + hours * 3600_000)).toISOString();
    trip.progress = 1;
    load.trip = trip;
    if (i === 0) load.attachments = [attachment(state, PARCEL_PHOTO_PNG), attachment(state, DELIVERY_NOTE_PDF)];
    state.loads.push(load);
  });

  // Cancelled loads, two with a reason.
  [-4, -13, -27, -48].forEach((day, i) => {
    const load = makeLoad(customer.id, day, 'cancelled', 'cancelled');
    fixDeliveryTime(load);
    addBids(load, rnd.int(0, 3), new Date(`${load.pickupDate}T00:00:00`)).forEach((b) => {
      b.status = 'rejected';
      b.rejectedAt = new Date(`${load.pickupDate}T00:00:00`).toISOString();
    });
    load.cancelReason = CANCEL_REASONS[i] ?? null;
    state.loads.push(load);
  });

  // Another customer's loads: they exist, and the demo customer must never see them.
  for (let i = 0; i < 2; i++) {
    const load = makeLoad(otherCustomer.id, 2 + i, 'pending', 'pending');
    fixDeliveryTime(load);
    addBids(load, 2, now);
    state.loads.push(load);
  }
  return state;
}

/** Where an ongoing trip's driver is: along the straight route by progress. */
export function positionAlong(load: Pick<DemoLoad, 'pickup' | 'delivery'>, progress: number): { lat: number; lng: number } {
  const point = interpolate(load.pickup, load.delivery, progress);
  return { lat: round(point.lat), lng: round(point.lng) };
}

function carrier(
  rnd: SeededRandom,
  id: number,
  name: string,
  roleId: DemoCarrier['roleId'],
  towns: readonly GazetteerPlace[],
  inNetwork: boolean,
): DemoCarrier {
  const home = rnd.pick(towns);
  const vehicle = roleId === 4 ? rnd.pick(VEHICLES.slice(0, 5)) : rnd.pick(VEHICLES.slice(2));
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return {
    id,
    name,
    roleId,
    phone: `07700 9${String(rnd.int(0, 99_999)).padStart(5, '0')}`,
    email: `${slug}@carriers.test`,
    rating: Math.round((3.4 + rnd.next() * 1.6) * 100) / 100,
    ratingCount: rnd.int(3, 240),
    vehicleId: vehicle.id,
    registrationNumber: `${rnd.letters(2)}${rnd.int(10, 74)} ${rnd.letters(3)}`,
    inNetwork,
    home: { lat: home.lat, lng: home.lng },
  };
}

export function canCarry(carrier: DemoCarrier, weightKg: number): boolean {
  const vehicle = VEHICLES.find((v) => v.id === carrier.vehicleId);
  return Boolean(vehicle && vehicle.loadCapacity >= weightKg);
}

function attachment(state: DemoState, file: { name: string; mimeType: string; size: number; dataUrl: string }) {
  state.nextId += 1;
  return { id: state.nextId, name: file.name, mimeType: file.mimeType, size: file.size, dataUrl: file.dataUrl };
}

function shuffle<T>(rnd: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function dayOf(now: Date, offset: number): string {
  return localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
}

export function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
