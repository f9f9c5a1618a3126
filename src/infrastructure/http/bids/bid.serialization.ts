import type { Bid, BidStatus, Bidder } from '../../../domain/bid/bid';
import type { PageMeta } from '../../../domain/shared/pagination';
import { asDto, num, recordId, str, type Dto } from '../dto';
import { isRecord } from '../../../lib/is-record';
import type { FileUrl } from '../file-url';
import { pageMetaFromDto } from '../load.serialization';

/**
 * A bid from the API's snake_case shape, read defensively: every field optional and type-checked,
 * with both shapes where a field comes in two (the bidder as `bidder_driver` or `bidder_company`,
 * its name whole or as first/last name, role_id on the bidder or the bid).
 */
export function bidFromDto(value: unknown, fileUrl: FileUrl): Bid {
  const dto = asDto(value);
  const bidder = bidderDtoOf(dto);
  const roleId = num(bidder, 'role_id') ?? num(dto, 'role_id', 'bidder_role_id');
  return {
    id: recordId(dto, 'id'),
    loadId: recordId(dto, 'load_id', 'load.id'),
    amount: num(dto, 'amount') ?? 0,
    currencySymbol: str(dto, 'currency_symbol'),
    status: statusOf(str(dto, 'status')),
    note: str(dto, 'note'),
    placedAt: str(dto, 'placed_at', 'created_at'),
    acceptedAt: str(dto, 'accepted_at'),
    rejectedAt: str(dto, 'rejected_at'),
    bidder: bidderOf(dto, bidder, roleId, fileUrl),
    rating: {
      avg: num(dto, 'ratings.avg', 'ratings.average') ?? num(bidder, 'ratings.avg', 'rating') ?? 0,
      count: num(dto, 'ratings.count') ?? num(bidder, 'ratings.count', 'rating_count') ?? 0,
    },
    vehicleName: str(dto, 'vehicle.vehicle_name', 'vehicle.name', 'vehicle_name'),
  };
}

/** The bidder: the driver when there is one, else the company (the spec lists them in that order). */
function bidderDtoOf(dto: Dto): Dto {
  for (const key of ['bidder_driver', 'bidder_company', 'bidder']) {
    const candidate = dto[key];
    if (isRecord(candidate) && nameOf(candidate)) return candidate;
  }
  return {};
}

function nameOf(bidder: Dto): string | null {
  const whole = str(bidder, 'name', 'full_name', 'company_name');
  if (whole) return whole.trim();
  const parts = [str(bidder, 'first_name'), str(bidder, 'last_name')].filter(
    (p): p is string => !!p,
  );
  return parts.length ? parts.map((p) => p.trim()).join(' ') : null;
}

function bidderOf(dto: Dto, bidder: Dto, roleId: number | null, fileUrl: FileUrl): Bidder {
  const isCompany = roleId === 2 || roleId === 3;
  const profile = str(dto, 'images.profile') ?? str(bidder, 'profile_image', 'user_photo');
  const logo = str(dto, 'images.company_logo', 'company.logo_url') ?? str(bidder, 'logo_url');
  return {
    name: nameOf(bidder) ?? 'Unknown bidder',
    roleId,
    avatarUrl: fileUrl(isCompany ? (logo ?? profile) : (profile ?? logo)),
  };
}

const STATUS_ALIASES: Readonly<Record<string, BidStatus>> = {
  pending: 'pending',
  open: 'pending',
  accepted: 'accepted',
  approved: 'accepted',
  rejected: 'rejected',
  declined: 'rejected',
};

function statusOf(value: string | null): BidStatus {
  return STATUS_ALIASES[(value ?? '').trim().toLowerCase()] ?? 'pending';
}

/**
 * A bid list's page meta: `meta` first; where it is missing, the page numbers in
 * `links` (first / last / next), then the items themselves.
 */
export function bidPageMetaFromDto(
  body: unknown,
  fallback: { page: number; perPage: number; count: number },
): PageMeta {
  const meta = asDto(asDto(body).meta);
  const links = asDto(asDto(body).links);
  const lastFromLinks =
    pageParam(str(links, 'last')) ?? (str(links, 'next') ? fallback.page + 1 : null);
  const withLinks =
    lastFromLinks !== null && num(meta, 'last_page') === null
      ? { ...meta, last_page: lastFromLinks }
      : meta;
  return pageMetaFromDto(withLinks, fallback);
}

function pageParam(url: string | null): number | null {
  if (!url) return null;
  const match = /[?&]page=(\d+)/.exec(url);
  return match ? Number(match[1]) : null;
}
