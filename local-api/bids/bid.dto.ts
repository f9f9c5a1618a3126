import type { Bid } from '../../src/domain/bid/bid';
import type { Page } from '../../src/domain/shared/pagination';
import { avatarPath } from '../files/avatars';
import { pageMetaToDto } from '../loads/load.dto';

const DRIVER_ROLE_ID = 4;

/**
 * A bid in the API's shape: a driver (role 4) as `bidder_driver` with first and last name
 * and a profile picture, a company as `bidder_company` with its whole name and a logo (the two
 * readings the portal accepts). Pictures are root-relative addresses on the API origin.
 */
export function bidToDto(bid: Bid) {
  const driver = bid.bidder.roleId === DRIVER_ROLE_ID;
  const [first = '', ...rest] = bid.bidder.name.split(' ');
  const picture = avatarPath(bid.bidder.name);
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
    bidder_driver: driver
      ? { first_name: first, last_name: rest.join(' '), role_id: DRIVER_ROLE_ID }
      : null,
    bidder_company: driver ? null : { name: bid.bidder.name, role_id: bid.bidder.roleId },
    ratings: { avg: bid.rating.avg.toFixed(2), count: bid.rating.count },
    images: { profile: driver ? picture : null, company_logo: driver ? null : picture },
    vehicle: { vehicle_name: bid.vehicleName, fleet_details: [] },
  };
}

/** GET loads/{id}/bids: `data`, `meta` and `links` to the first, last, previous and next page. */
export function bidPageToDto(page: Page<Bid>, pageUrl: (page: number) => string) {
  const { meta } = page;
  return {
    data: page.items.map(bidToDto),
    meta: pageMetaToDto(meta),
    links: {
      first: pageUrl(1),
      last: pageUrl(meta.lastPage),
      prev: meta.currentPage > 1 ? pageUrl(meta.currentPage - 1) : null,
      next: meta.currentPage < meta.lastPage ? pageUrl(meta.currentPage + 1) : null,
    },
  };
}

/** POST bids/{id}/accept and /reject answer the decided bid as `data`. */
export function decidedBidToDto(bid: Bid | null, message: string) {
  return { message, data: bid ? bidToDto(bid) : null };
}
