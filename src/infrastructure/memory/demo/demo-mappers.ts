import type { User } from '../../../domain/auth/user';
import type { Load } from '../../../domain/load/load';
import { positionAlong } from './demo-trips';
import type { DemoCarrier, DemoLoad, DemoState, DemoUser } from './demo-state';

export function userFromDemo(user: DemoUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    address: user.address,
    businessType: user.businessType,
    businessDescription: user.businessDescription,
    photoUrl: user.photoUrl,
  };
}

export function carrierOf(state: Readonly<DemoState>, id: number | null): DemoCarrier | null {
  return id === null ? null : (state.carriers.find((c) => c.id === id) ?? null);
}

/** A demo load as the core's Load. */
export function loadFromDemo(state: Readonly<DemoState>, load: DemoLoad): Load {
  const carrier = carrierOf(state, load.assignedCarrierId);
  const vehicle = state.vehicles.find((v) => v.id === load.vehicleId) ?? null;
  const carrierVehicle = carrier ? state.vehicles.find((v) => v.id === carrier.vehicleId) : undefined;
  const loadType = state.loadTypes.find((t) => t.id === load.loadTypeId) ?? null;
  const bids = state.bids.filter((b) => b.loadId === load.id);
  const accepted = bids.find((b) => b.id === load.acceptedBidId) ?? null;
  const status = load.status;
  return {
    id: load.id,
    loadNo: load.loadNo,
    displayId: load.loadNo,
    postedAtLabel: null,
    createdAt: load.createdAt,
    pickupLabel: `${load.pickup.city}, ${load.pickup.postcode}`,
    deliveryLabel: `${load.delivery.city}, ${load.delivery.postcode}`,
    pickupAddress: load.pickup.address,
    deliveryAddress: load.delivery.address,
    pickupLocation: { lat: load.pickup.lat, lng: load.pickup.lng },
    deliveryLocation: { lat: load.delivery.lat, lng: load.delivery.lng },
    pickupRegion: load.pickup.region,
    deliveryRegion: load.delivery.region,
    pickupDate: load.pickupDate,
    pickupTime: load.pickupTime,
    deliveryDate: load.deliveryDate,
    deliveryTime: load.deliveryTime,
    weightKg: load.weightKg,
    itemCount: load.itemCount,
    loadTypeId: load.loadTypeId,
    loadTypeName: loadType?.name ?? null,
    instructions: load.instructions || null,
    preferredVehicleName: vehicle?.name ?? null,
    assignedDriver: carrier
      ? {
          name: carrier.name,
          email: carrier.email,
          phone: carrier.phone,
          vehicleType: carrierVehicle?.name ?? null,
          vehicleTypeLabel: carrierVehicle?.typeLabel ?? null,
          registrationNumber: carrier.registrationNumber,
        }
      : null,
    assignedCompanyName: carrier && carrier.roleId !== 4 ? carrier.name : null,
    myBidAmount: accepted?.amount ?? null,
    acceptedAmount: accepted?.amount ?? null,
    currencySymbol: '£',
    bidCount: bids.length,
    status,
    jobStatus: load.jobStatus,
    uiStatus: null,
    cancelReason: load.cancelReason,
    completedAt: load.trip?.completedAt ?? null,
    attachments: load.attachments.map((a) => ({ id: a.id, name: a.name, url: a.dataUrl, sizeBytes: a.size })),
    priority: load.priority,
    referenceNumber: load.trip?.reference ?? null,
  };
}

/** The driver's current position of a moving trip, else null. */
export function currentPositionOf(load: DemoLoad): { lat: number; lng: number } | null {
  if (!load.trip || load.status !== 'in_progress') return null;
  return positionAlong(load, load.trip.progress);
}
