import type { Trip, TripGroups, TripStop } from '../../src/domain/trip/trip';

function stopToDto(stop: TripStop) {
  return {
    address: stop.address,
    lat: stop.location.lat,
    lng: stop.location.lng,
    time: stop.time,
  };
}

/** A trip as the API sends it: the price is the first bid's amount, the driver `assignedDriver`. */
export function tripToDto(trip: Trip) {
  return {
    id: trip.id,
    status: trip.status,
    job_status: trip.jobStatus,
    reference: trip.reference,
    scheduled_at: trip.scheduledAt,
    current_latitude: trip.currentLocation?.lat ?? null,
    current_longitude: trip.currentLocation?.lng ?? null,
    pickup: stopToDto(trip.pickup),
    delivery: stopToDto(trip.delivery),
    bids: trip.price === null ? [] : [{ id: trip.bidId, amount: trip.price.toFixed(2) }],
    assignedDriver: trip.driver
      ? {
          name: trip.driver.name,
          phone: trip.driver.phone,
          rating: trip.driver.rating,
          vehicleType: trip.driver.vehicleType,
          avatar: trip.driver.avatarUrl,
        }
      : null,
  };
}

/** GET customer/my-trips answers `data.upcoming`, `data.ongoing`, `data.completed`. */
export function tripGroupsToDto(groups: TripGroups) {
  return {
    data: {
      upcoming: groups.upcoming.map(tripToDto),
      ongoing: groups.ongoing.map(tripToDto),
      completed: groups.completed.map(tripToDto),
    },
  };
}
