import type { AssignedDriver, Attachment, Load } from '../../domain/load/load';
import { parseDate, parseTime } from '../../domain/shared/date-time';
import type { MaybeLatLng } from '../../domain/shared/geo';
import type { PageMeta } from '../../domain/shared/pagination';
import { asDto, coordinate, list, num, recordId, str, type Dto } from './dto';
import type { FileUrl } from './file-url';

/** A load (list, details, history) from the API's snake_case shape. */
export function loadFromDto(value: unknown, fileUrl: FileUrl): Load {
  const dto = asDto(value);
  const id = recordId(dto, 'id');
  // Without a number of its own, a load is named by its id; without either, by nothing made up.
  const fallbackName = id === null ? '' : String(id);
  return {
    id,
    loadNo: str(dto, 'load_no', 'display_id') ?? fallbackName,
    displayId: str(dto, 'display_id', 'load_no') ?? fallbackName,
    postedAtLabel: str(dto, 'posted_by.posted_at_label'),
    createdAt: str(dto, 'created_at', 'posted_at'),
    pickupLabel: str(dto, 'pickup_label', 'summary.from'),
    deliveryLabel: str(dto, 'delivery_label', 'summary.to'),
    pickupAddress: str(dto, 'pickup_address', 'summary.from') ?? '',
    deliveryAddress: str(dto, 'delivery_address', 'summary.to') ?? '',
    pickupLocation: location(dto, 'pickup'),
    deliveryLocation: location(dto, 'delivery'),
    pickupRegion: str(dto, 'pickup_state_name')?.trim() ?? null,
    deliveryRegion: str(dto, 'delivery_state_name')?.trim() ?? null,
    pickupDate: parseDate(str(dto, 'pickup_date')),
    pickupTime: parseTime(str(dto, 'pickup_time')),
    deliveryDate: parseDate(str(dto, 'delivery_date')),
    deliveryTime: parseTime(str(dto, 'delivery_time')),
    weightKg: num(dto, 'load_weight'),
    itemCount: num(dto, 'load_count'),
    loadTypeId: num(dto, 'load_type_id'),
    loadTypeName: str(dto, 'load_type_obj.name', 'load_type.name', 'load_type'),
    instructions: str(dto, 'load_instruction'),
    preferredVehicleName: str(dto, 'preferred_vehicle.name', 'load_preferred_vehicle'),
    assignedDriver: assignedDriver(dto),
    assignedCompanyName: str(dto, 'assigned.company.full_name'),
    myBidAmount: num(dto, 'my_bid.amount'),
    acceptedAmount: num(dto, 'accepted_bid.amount', 'accepted_amount', 'final_amount'),
    currencySymbol: str(dto, 'currency_symbol', 'my_bid.currency_symbol'),
    bidCount: num(dto, 'total_bids', 'bids_count') ?? 0,
    status: str(dto, 'status') ?? '',
    jobStatus: str(dto, 'job_status') ?? '',
    uiStatus: str(dto, 'ui_status.label')
      ? { label: str(dto, 'ui_status.label') ?? '', icon: str(dto, 'ui_status.icon') }
      : null,
    cancelReason: str(dto, 'cancelReason', 'cancel_reason'),
    completedAt: str(dto, 'completed_at'),
    attachments: list(dto, 'attachments').map((item, index) =>
      attachmentFromDto(item, index, fileUrl),
    ),
    priority: str(dto, 'priority'),
    referenceNumber: str(dto, 'reference_number', 'reference'),
  };
}

function location(dto: Dto, stop: 'pickup' | 'delivery'): MaybeLatLng | null {
  const lat = coordinate(dto, `${stop}_latitude`, `${stop}.lat`);
  const lng = coordinate(dto, `${stop}_longitude`, `${stop}.lng`);
  return lat === null && lng === null ? null : { lat, lng };
}

function assignedDriver(dto: Dto): AssignedDriver | null {
  const detail = asDto(dto.assigned_driver_detail);
  const name = str(detail, 'name') ?? str(dto, 'assigned.driver.full_name');
  if (!name) return null;
  return {
    name,
    email: str(detail, 'email'),
    phone: str(detail, 'phone', 'phone_number'),
    vehicleType: str(detail, 'vehicle_type'),
    vehicleTypeLabel: str(detail, 'vehicle.type_label'),
    registrationNumber: str(detail, 'vehicle.reg_no'),
  };
}

/** An address the portal may not fetch reads as '': the attachment is listed, its download fails. */
function attachmentFromDto(value: unknown, index: number, fileUrl: FileUrl): Attachment {
  const dto = asDto(value);
  return {
    id: num(dto, 'id') ?? str(dto, 'id') ?? index,
    name: str(dto, 'name', 'file_name') ?? `attachment-${index + 1}`,
    url: fileUrl(str(dto, 'url', 'file_url')) ?? '',
    sizeBytes: num(dto, 'size') ?? 0,
  };
}

/** A page's meta; a field the server leaves out is worked out from the request and the items. */
export function pageMetaFromDto(
  value: unknown,
  fallback: { page: number; perPage: number; count: number },
): PageMeta {
  const dto = asDto(value);
  const perPage = num(dto, 'per_page') ?? fallback.perPage;
  const total = num(dto, 'total') ?? fallback.count;
  const currentPage = num(dto, 'current_page') ?? fallback.page;
  const lastPage = num(dto, 'last_page') ?? Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  const from = num(dto, 'from') ?? (fallback.count ? (currentPage - 1) * perPage + 1 : 0);
  const to = num(dto, 'to') ?? (fallback.count ? from + fallback.count - 1 : 0);
  return { currentPage, perPage, total, lastPage, from, to };
}
