import type { Load } from '../../../domain/load/load';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';

/**
 * View on Map opens the shared route dialog for the load's pickup and delivery. The dialog's code
 * loads the first time it opens.
 */
export function LoadRouteDialog({
  load,
  open,
  onClose,
}: {
  load: Load | null;
  open: boolean;
  onClose(): void;
}) {
  if (!load) return null;
  return (
    <LazyRouteMapDialog
      open={open}
      onClose={onClose}
      title={`Route of ${load.displayId || load.loadNo}`}
      pickup={{ address: load.pickupAddress, location: load.pickupLocation }}
      delivery={{ address: load.deliveryAddress, location: load.deliveryLocation }}
    />
  );
}
