import type { Load } from '../../src/domain/load/load';
import { toDayMonthYear } from '../../src/domain/shared/date-time';
import type { Page, PageMeta } from '../../src/domain/shared/pagination';
import type { FileLinks } from '../files/file-store';

/** Pagination meta; `from` and `to` are null on an empty page. */
export function pageMetaToDto(meta: PageMeta) {
  return {
    current_page: meta.currentPage,
    per_page: meta.perPage,
    total: meta.total,
    last_page: meta.lastPage,
    from: meta.from || null,
    to: meta.to || null,
  };
}

const money = (amount: number | null) => (amount === null ? null : amount.toFixed(2));

/** A load (list, details, history) in the API's snake_case shape; files on the files origin. */
export function loadToDto(load: Load, files: FileLinks) {
  const driver = load.assignedDriver;
  return {
    id: load.id,
    load_no: load.loadNo,
    display_id: load.displayId,
    created_at: load.createdAt,
    posted_by: load.postedAtLabel ? { posted_at_label: load.postedAtLabel } : null,
    pickup_label: load.pickupLabel,
    delivery_label: load.deliveryLabel,
    summary: { from: load.pickupAddress, to: load.deliveryAddress },
    pickup_address: load.pickupAddress,
    delivery_address: load.deliveryAddress,
    pickup_latitude: load.pickupLocation?.lat ?? null,
    pickup_longitude: load.pickupLocation?.lng ?? null,
    delivery_latitude: load.deliveryLocation?.lat ?? null,
    delivery_longitude: load.deliveryLocation?.lng ?? null,
    // Each stop's county, as the server's record carries it: a recent address keeps it.
    pickup_state_name: load.pickupRegion,
    delivery_state_name: load.deliveryRegion,
    pickup_date: load.pickupDate ? toDayMonthYear(load.pickupDate) : null,
    pickup_time: load.pickupTime,
    delivery_date: load.deliveryDate ? toDayMonthYear(load.deliveryDate) : null,
    delivery_time: load.deliveryTime,
    load_weight: load.weightKg === null ? null : String(load.weightKg),
    load_count: load.itemCount,
    load_type_id: load.loadTypeId,
    load_type: load.loadTypeName,
    load_type_obj: load.loadTypeName ? { name: load.loadTypeName } : null,
    load_instruction: load.instructions,
    preferred_vehicle: load.preferredVehicleName ? { name: load.preferredVehicleName } : null,
    assigned_driver_detail: driver
      ? {
          name: driver.name,
          email: driver.email,
          phone: driver.phone,
          vehicle_type: driver.vehicleType,
          vehicle: { type_label: driver.vehicleTypeLabel, reg_no: driver.registrationNumber },
        }
      : null,
    assigned: load.assignedCompanyName
      ? { company: { full_name: load.assignedCompanyName } }
      : null,
    my_bid: load.myBidAmount === null ? null : { amount: money(load.myBidAmount) },
    accepted_bid: load.acceptedAmount === null ? null : { amount: money(load.acceptedAmount) },
    currency_symbol: load.currencySymbol,
    total_bids: load.bidCount,
    status: load.status,
    job_status: load.jobStatus,
    ui_status: load.uiStatus ? { label: load.uiStatus.label, icon: load.uiStatus.icon } : null,
    cancelReason: load.cancelReason,
    completed_at: load.completedAt,
    attachments: load.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      url: files.link(a.url, a.name),
      size: a.sizeBytes,
    })),
    priority: load.priority,
    reference_number: load.referenceNumber,
  };
}

/** POST customer/loads/list answers the page under `message`, as `items` and `meta`. */
export function loadPageToDto(page: Page<Load>, files: FileLinks) {
  return {
    message: {
      items: page.items.map((load) => loadToDto(load, files)),
      meta: pageMetaToDto(page.meta),
    },
  };
}
