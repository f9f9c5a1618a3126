import type { Trip, TripDriver, TripGroups, TripStop } from '../../../domain/trip/trip';
import type { MaybeLatLng } from '../../../domain/shared/geo';
import { asDto, coordinate, list, num, recordId, requireDto, str, type Dto } from '../dto';
import type { FileUrl } from '../file-url';

/** GET customer/my-trips answers `data.upcoming`, `data.ongoing`, `data.completed`. */
export function tripGroupsFromDto(body: unknown, fileUrl: FileUrl): TripGroups {
  const data = requireDto(body, 'data');
  const trips = (group: string) => list(data, group).map((item) => tripFromDto(item, fileUrl));
  return { upcoming: trips('upcoming'), ongoing: trips('ongoing'), completed: trips('completed') };
}

/** A trip; the stops' coordinates come as `lat`/`lng` or `pickup_latitude`/`pickup_longitude`. */
export function tripFromDto(value: unknown, fileUrl: FileUrl): Trip {
  const dto = asDto(value);
  const id = recordId(dto, 'id');
  const firstBid = asDto(list(dto, 'bids')[0]);
  return {
    id,
    status: str(dto, 'status') ?? '',
    jobStatus: str(dto, 'job_status') ?? '',
    reference: str(dto, 'reference') ?? (id === null ? '' : String(id)),
    scheduledAt: str(dto, 'scheduled_at'),
    currentLocation: point(
      coordinate(dto, 'current_latitude'),
      coordinate(dto, 'current_longitude'),
    ),
    pickup: stopFromDto(asDto(dto.pickup), 'pickup'),
    delivery: stopFromDto(asDto(dto.delivery), 'delivery'),
    price: num(firstBid, 'amount'),
    bidId: recordId(firstBid, 'id'),
    driver: driverFromDto(asDto(dto.assignedDriver ?? dto.assigned_driver), fileUrl),
  };
}

function stopFromDto(dto: Dto, stop: 'pickup' | 'delivery'): TripStop {
  return {
    address: str(dto, 'address') ?? '',
    location: {
      lat: coordinate(dto, 'lat', `${stop}_latitude`),
      lng: coordinate(dto, 'lng', `${stop}_longitude`),
    },
    time: str(dto, 'time'),
  };
}

function point(lat: number | null, lng: number | null): MaybeLatLng | null {
  return lat === null && lng === null ? null : { lat, lng };
}

function driverFromDto(dto: Dto, fileUrl: FileUrl): TripDriver | null {
  const name = str(dto, 'name');
  if (!name) return null;
  return {
    name,
    phone: str(dto, 'phone'),
    rating: num(dto, 'rating'),
    vehicleType: str(dto, 'vehicleType', 'vehicle_type'),
    avatarUrl: fileUrl(str(dto, 'avatar')),
  };
}
