import type { Vehicle } from '../../../domain/load/load';
import type { LoadFormValues } from '../../../domain/load/load-form-rules';
import { formatDate, formatTime } from '../../../domain/shared/date-time';
import { formatNumber } from '../../../domain/shared/number-text';

export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

/**
 * What the shipper is about to publish, for the confirmation to show before it cannot be
 * edited: the route, the pickup, the load and the vehicle, as the form holds them.
 */
export function publishSummary(
  values: LoadFormValues,
  vehicles: readonly Vehicle[] | undefined,
): readonly SummaryLine[] {
  const items = Number(values.itemCount);
  const weight = Number(values.weight);
  return [
    { label: 'Route', value: `${values.pickupAddress.trim()} → ${values.deliveryAddress.trim()}` },
    {
      label: 'Pickup',
      value: [formatDate(values.pickupDate), formatTime(values.pickupTime)]
        .filter(Boolean)
        .join(', '),
    },
    {
      label: 'Load',
      value: `${formatNumber(weight, 0, 1)} kg, ${items} ${items === 1 ? 'item' : 'items'}`,
    },
    {
      label: 'Vehicle',
      value: vehicles?.find((v) => v.id === values.vehicleId)?.name ?? 'Any vehicle',
    },
  ];
}
