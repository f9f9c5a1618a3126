import type { Load } from '../../../domain/load/load';
import { LazyRouteMapDialog } from '../../components/route-map/lazy-route-map-dialog';

/**
 * Decisions Q17: View on Map opens the trips feature's route dialog for the load's pickup and
 * delivery. The dialog's code loads the first time it opens.
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
