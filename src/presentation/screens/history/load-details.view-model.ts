import { formatDate, formatInstant, formatTime } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { historyBadgeOf, historyStatusOf } from '../../../domain/load/history-filters';
import type { Load } from '../../../domain/load/load';
import type { StatusBadge } from '../../../domain/load/status-badge';
import { postAgainPath } from '../../app/post-again-path';
import { formatNumber } from '../../../domain/shared/number-text';
import { formatUkPhone, phoneDialString } from '../../../domain/shared/uk-phone';

/** A labelled value of a details card; `value` is '—' when the data do not say. */
export interface DetailField {
  readonly label: string;
  readonly value: string;
}

export interface TimelineStep {
  readonly key: 'pickup' | 'delivery' | 'completed' | 'in_progress' | 'cancelled';
  readonly title: string;
  readonly detail: string;
  /** Done (true) or still ahead (false). */
  readonly done: boolean;
}

export interface ContactLink {
  readonly href: string;
  /** "Email Tom Hughes" / "Call Tom Hughes". */
  readonly description: string;
}

/** Everything Load Details shows, worded for display. */
export interface LoadDetailsView {
  readonly jobId: string;
  readonly badge: StatusBadge;
  readonly route: {
    readonly pickup: {
      readonly address: string;
      readonly label: string | null;
      readonly when: string;
    };
    readonly delivery: {
      readonly address: string;
      readonly label: string | null;
      readonly when: string;
    };
  };
  readonly information: readonly DetailField[];
  readonly timeline: readonly TimelineStep[];
  readonly driver: readonly DetailField[] | null;
  readonly additional: readonly DetailField[];
  readonly contactDriver: ContactLink | null;
  readonly reportIssueHref: string;
  readonly bidCount: number;
  /** Create Job filled from this load ('Post again'); null for a load without an id. */
  readonly postAgainPath: string | null;
}

const UNKNOWN = '—';
const SIMPLE_EMAIL = /^[^\s@?&#/]+@[^\s@?&#/]+\.[^\s@?&#/]+$/;

export function loadDetailsView(load: Load, supportEmail: string): LoadDetailsView {
  const badge = historyBadgeOf(load);
  const jobId = load.displayId || load.loadNo;
  const driver = load.assignedDriver;
  return {
    jobId,
    badge,
    route: {
      pickup: {
        address: load.pickupAddress || UNKNOWN,
        label: load.pickupLabel,
        when: when(load.pickupDate, load.pickupTime),
      },
      delivery: {
        address: load.deliveryAddress || UNKNOWN,
        label: load.deliveryLabel,
        when: when(load.deliveryDate, load.deliveryTime),
      },
    },
    information: [
      {
        label: 'Weight',
        value: load.weightKg === null ? UNKNOWN : `${formatNumber(load.weightKg, 0, 3)} kg`,
      },
      { label: 'Items', value: load.itemCount === null ? UNKNOWN : String(load.itemCount) },
      { label: 'Vehicle Type', value: load.preferredVehicleName ?? UNKNOWN },
      // The spec's field names 'My Bid' and 'Status Label' are the API's; a shipper reads what
      // they pay and the status.
      {
        label: 'Your Price',
        value:
          load.myBidAmount === null ? UNKNOWN : formatMoney(load.myBidAmount, load.currencySymbol),
      },
      {
        label: 'Order Date',
        value: (load.createdAt ? formatInstant(load.createdAt) : load.postedAtLabel) || UNKNOWN,
      },
      { label: 'Status', value: load.uiStatus?.label ?? badge.label },
    ],
    timeline: timelineOf(load),
    driver: driver
      ? [
          { label: 'Name', value: driver.name },
          { label: 'Vehicle Type', value: driver.vehicleType ?? UNKNOWN },
          { label: 'Email', value: driver.email ?? UNKNOWN },
          {
            label: 'Phone',
            value: driver.phone ? formatUkPhone(driver.phone) || UNKNOWN : UNKNOWN,
          },
          { label: 'Vehicle Class', value: driver.vehicleTypeLabel ?? UNKNOWN },
          { label: 'Registration Number', value: driver.registrationNumber ?? UNKNOWN },
        ]
      : null,
    additional: [
      { label: 'Special Instructions', value: load.instructions ?? 'None' },
      { label: 'Reference Number', value: load.referenceNumber ?? UNKNOWN },
      // The load's real priority; 'Standard' only when the server sends none.
      { label: 'Priority', value: load.priority ?? 'Standard' },
    ],
    contactDriver: contactOf(load),
    reportIssueHref: reportIssueHref(load, supportEmail),
    bidCount: load.bidCount,
    postAgainPath: load.id === null ? null : postAgainPath(load.id),
  };
}

/** The timeline: pickup, delivery, then Completed, In Progress or Cancelled (with its reason). */
export function timelineOf(load: Load): TimelineStep[] {
  const status = historyStatusOf(load);
  const steps: TimelineStep[] = [
    {
      key: 'pickup',
      title: 'Pickup',
      detail: joined(
        when(load.pickupDate, load.pickupTime),
        load.pickupLabel ?? load.pickupAddress,
      ),
      done: status === 'in_progress' || status === 'completed',
    },
    {
      key: 'delivery',
      title: 'Delivery',
      detail: joined(
        when(load.deliveryDate, load.deliveryTime),
        load.deliveryLabel ?? load.deliveryAddress,
      ),
      done: status === 'completed',
    },
  ];
  if (status === 'completed') {
    steps.push({
      key: 'completed',
      title: 'Completed',
      detail: load.completedAt ? formatInstant(load.completedAt) : 'Delivered',
      done: true,
    });
  } else if (status === 'in_progress') {
    steps.push({
      key: 'in_progress',
      title: 'In Progress',
      detail: 'The driver is on the way',
      done: false,
    });
  } else if (status === 'cancelled') {
    steps.push({
      key: 'cancelled',
      title: 'Cancelled',
      detail: load.cancelReason ?? 'No reason given',
      done: true,
    });
  }
  return steps;
}

/**
 * Contact Driver: a mailto: link to the driver's e-mail when it looks valid, else a tel: link to
 * a plausible phone number, else none.
 */
export function contactOf(
  load: Pick<Load, 'assignedDriver' | 'displayId' | 'loadNo'>,
): ContactLink | null {
  const driver = load.assignedDriver;
  if (!driver) return null;
  const email = driver.email?.trim();
  if (email && SIMPLE_EMAIL.test(email)) {
    const subject = encodeURIComponent(`Load ${load.displayId || load.loadNo}`);
    return { href: `mailto:${email}?subject=${subject}`, description: `Email ${driver.name}` };
  }
  const phone = driver.phone ? phoneDialString(driver.phone) : null;
  if (phone && /^\+?\d{6,15}$/.test(phone))
    return { href: `tel:${phone}`, description: `Call ${driver.name}` };
  return null;
}

/** Report Issue: an e-mail to the support address naming the load's job id and reference. */
export function reportIssueHref(
  load: Pick<Load, 'displayId' | 'loadNo' | 'referenceNumber'>,
  supportEmail: string,
): string {
  const jobId = load.displayId || load.loadNo;
  const reference = load.referenceNumber ? ` (ref ${load.referenceNumber})` : '';
  return `mailto:${supportEmail}?subject=${encodeURIComponent(`Issue with load ${jobId}${reference}`)}`;
}

function when(date: string | null, time: string | null): string {
  return joined(formatDate(date), formatTime(time)) || UNKNOWN;
}

function joined(...parts: readonly (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p !== UNKNOWN)).join(' · ');
}
