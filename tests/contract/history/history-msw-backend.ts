import { http, HttpResponse } from 'msw';
import type { Bid } from '../../../src/domain/bid/bid';
import type { Load } from '../../../src/domain/load/load';
import { toDayMonthYear } from '../../../src/domain/shared/date-time';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { InMemoryBidRepository } from '../../../src/infrastructure/memory/bids/in-memory-bid-repository';
import { InMemoryLoadRepository } from '../../../src/infrastructure/memory/in-memory-load-repository';
import { appErrorResponse, metaToDto } from '../../support/api-dto';
import { sessionFor } from '../../support/demo-backend';
import type { HistoryDemoBackend } from './history-demo-backend';

export const API = 'https://api.test/api/v1';

/** A core Load in the API's shape (spec §3 Load), the way a server sends it. */
export function loadToDto(load: Load): Record<string, unknown> {
  const driver = load.assignedDriver;
  return {
    id: load.id,
    load_no: load.loadNo,
    display_id: load.displayId,
    created_at: load.createdAt,
    pickup_label: load.pickupLabel,
    delivery_label: load.deliveryLabel,
    summary: { from: load.pickupAddress, to: load.deliveryAddress },
    pickup_address: load.pickupAddress,
    delivery_address: load.deliveryAddress,
    pickup_latitude: load.pickupLocation?.lat ?? null,
    pickup_longitude: load.pickupLocation?.lng ?? null,
    delivery_latitude: load.deliveryLocation?.lat ?? null,
    delivery_longitude: load.deliveryLocation?.lng ?? null,
    pickup_date: load.pickupDate ? toDayMonthYear(load.pickupDate) : null,
    pickup_time: load.pickupTime,
    delivery_date: load.deliveryDate ? toDayMonthYear(load.deliveryDate) : null,
    delivery_time: load.deliveryTime,
    load_weight: load.weightKg === null ? null : String(load.weightKg),
    load_count: load.itemCount,
    load_type_id: load.loadTypeId,
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
    my_bid: load.myBidAmount === null ? null : { amount: load.myBidAmount.toFixed(2) },
    accepted_bid: load.acceptedAmount === null ? null : { amount: load.acceptedAmount.toFixed(2) },
    currency_symbol: load.currencySymbol,
    total_bids: load.bidCount,
    status: load.status,
    job_status: load.jobStatus,
    cancelReason: load.cancelReason,
    completed_at: load.completedAt,
    attachments: load.attachments.map((a) => ({
      id: a.id,
      name: a.name,
      url: a.url,
      size: a.sizeBytes,
    })),
    priority: load.priority,
    reference_number: load.referenceNumber,
  };
}

function bidToDto(bid: Bid): Record<string, unknown> {
  const bidder = { name: bid.bidder.name, role_id: bid.bidder.roleId };
  return {
    id: bid.id,
    load_id: bid.loadId,
    amount: bid.amount.toFixed(2),
    currency_symbol: bid.currencySymbol,
    status: bid.status,
    note: bid.note,
    placed_at: bid.placedAt,
    accepted_at: bid.acceptedAt,
    rejected_at: bid.rejectedAt,
    bidder_driver: bid.bidder.roleId === 4 ? bidder : null,
    bidder_company: bid.bidder.roleId === 4 ? null : bidder,
    ratings: { avg: bid.rating.avg, count: bid.rating.count },
    vehicle: { vehicle_name: bid.vehicleName, fleet_details: [] },
  };
}

/** Records what the HTTP adapter sent, for assertions. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | null;
  readonly authorization: string | null;
  readonly body: Record<string, string>;
  readonly query: Record<string, string>;
}

/**
 * MSW handlers that answer customer/loads/list, customer/loads/detail and loads/{id}/bids the
 * way the API does, from the demo marketplace as the bearer token's user.
 */
export function historyHandlers(backend: HistoryDemoBackend, seen: SeenRequest[] = []) {
  const as = (request: Request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
    const userId = backend.marketplace.read(
      (state) => state.tokens.find((t) => t.token === bearer)?.userId ?? 0,
    );
    const session = backend.marketplace.read((state) => sessionFor(state, bearer, userId));
    return new DemoGateway(backend.marketplace, session);
  };
  const record = async (request: Request): Promise<Record<string, string>> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const url = new URL(request.url);
    const body = Object.fromEntries(new URLSearchParams(text));
    seen.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      contentType: request.headers.get('Content-Type'),
      authorization: request.headers.get('Authorization'),
      body,
      query: Object.fromEntries(url.searchParams),
    });
    return body;
  };
  return [
    http.post(`${API}/customer/loads/list`, async ({ request }) => {
      const body = await record(request);
      try {
        const page = await new InMemoryLoadRepository(as(request)).search({
          q: body.q ?? '',
          page: Number(body.page ?? 1),
          perPage: Number(body.per_page ?? 20),
        });
        return HttpResponse.json({
          message: { items: page.items.map(loadToDto), meta: metaToDto(page.meta) },
        });
      } catch (error) {
        return appErrorResponse(error);
      }
    }),
    http.post(`${API}/customer/loads/detail`, async ({ request }) => {
      const body = await record(request);
      try {
        const load = await new InMemoryLoadRepository(as(request)).details(Number(body.load_id));
        return HttpResponse.json({ data: loadToDto(load) });
      } catch (error) {
        return appErrorResponse(error);
      }
    }),
    http.get(`${API}/loads/:id/bids`, async ({ request, params }) => {
      await record(request);
      const url = new URL(request.url);
      try {
        const page = await new InMemoryBidRepository(as(request)).list(Number(params.id), {
          page: Number(url.searchParams.get('page') ?? 1),
          perPage: Number(url.searchParams.get('per_page') ?? 10),
        });
        return HttpResponse.json({
          data: page.items.map(bidToDto),
          meta: metaToDto(page.meta),
          links: { first: null, last: null, prev: null, next: null },
        });
      } catch (error) {
        return appErrorResponse(error);
      }
    }),
  ];
}
