import type { Trip, TripGroups } from '../../../domain/trip/trip';
import type { TripRepository } from '../../../application/ports/trip-repository.port';
import { compareIso } from '../../../domain/shared/date-time';
import { carrierOf, currentPositionOf } from '../demo/demo-mappers';
import type { DemoGateway } from '../demo/demo-gateway';
import type { DemoLoad, DemoState, DemoTrip } from '../demo/demo-state';

type DemoTripLoad = DemoLoad & { trip: DemoTrip };

/**
 * The demo backend's customer/my-trips: every load of the signed-in customer with a trip (not
 * cancelled), as the server would group it: assigned → upcoming, in progress → ongoing,
 * completed → completed. Upcoming and ongoing soonest first, completed newest first.
 */
export class InMemoryTripRepository implements TripRepository {
  constructor(private readonly gateway: DemoGateway) {}

  list(signal: AbortSignal): Promise<TripGroups> {
    return this.gateway.asUser(
      'trips',
      (state, user) => {
        const mine = state.loads.filter(
          (l): l is DemoTripLoad =>
            l.ownerId === user.id && l.trip !== null && l.status !== 'cancelled',
        );
        const soonestFirst = (a: DemoTripLoad, b: DemoTripLoad) =>
          compareIso(a.trip.scheduledAt, b.trip.scheduledAt);
        const newestFirst = (a: DemoTripLoad, b: DemoTripLoad) =>
          compareIso(
            b.trip.completedAt ?? b.trip.scheduledAt,
            a.trip.completedAt ?? a.trip.scheduledAt,
          );
        const trips = (status: DemoLoad['status'], order: typeof soonestFirst) =>
          mine
            .filter((l) => l.status === status)
            .sort(order)
            .map((l) => tripFromDemo(state, l));
        return {
          upcoming: trips('assigned', soonestFirst),
          ongoing: trips('in_progress', soonestFirst),
          completed: trips('completed', newestFirst),
        };
      },
      signal,
    );
  }
}

function tripFromDemo(state: Readonly<DemoState>, load: DemoTripLoad): Trip {
  const carrier = carrierOf(state, load.assignedCarrierId);
  const vehicle = carrier ? state.vehicles.find((v) => v.id === carrier.vehicleId) : undefined;
  const accepted = state.bids.find((b) => b.id === load.acceptedBidId);
  const { trip } = load;
  return {
    id: load.id,
    status: load.status,
    jobStatus: load.jobStatus,
    reference: trip.reference,
    scheduledAt: trip.scheduledAt,
    currentLocation: currentPositionOf(load),
    pickup: {
      address: load.pickup.address,
      location: { lat: load.pickup.lat, lng: load.pickup.lng },
      time: trip.startedAt ?? trip.scheduledAt,
    },
    delivery: {
      address: load.delivery.address,
      location: { lat: load.delivery.lat, lng: load.delivery.lng },
      time: trip.completedAt ?? trip.arrivesAt,
    },
    price: accepted?.amount ?? null,
    bidId: accepted?.id ?? null,
    driver: carrier
      ? {
          name: carrier.name,
          phone: carrier.phone,
          rating: carrier.rating,
          vehicleType: vehicle?.name ?? null,
          avatarUrl: null,
        }
      : null,
  };
}
