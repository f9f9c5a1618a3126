import { AppError } from '../../../domain/shared/app-error';
import type { LoadPlace, LoadStop, NewLoad, PublishedLoad } from '../../../domain/load/new-load';
import type { AddressLookup } from '../../../application/ports/address-lookup.port';
import type { LoadPublisher, PublishOptions } from '../../../application/ports/load-publisher.port';
import type { DemoGateway } from '../demo/demo-gateway';
import { simulationRandom } from '../demo/demo-runtime';
import { scheduleBidsFor } from '../demo/demo-bid-arrivals';
import type { DemoAttachment, DemoLoad, DemoPlace, DemoState } from '../demo/demo-state';
import { fileToDataUrl } from '../demo/file-data-url';

/**
 * Publishing in demo mode: the load is stored for its owner with its files kept as data: URLs, and
 * the simulated drivers start bidding. An address typed without picking a suggestion is placed
 * through the address lookup, as a server would geocode it.
 */
export class InMemoryLoadPublisher implements LoadPublisher {
  constructor(
    private readonly gateway: DemoGateway,
    private readonly addresses: AddressLookup,
  ) {}

  async publish(
    load: NewLoad,
    { idempotencyKey, onProgress, signal }: PublishOptions,
  ): Promise<PublishedLoad> {
    const total = load.attachments.reduce((sum, file) => sum + file.size, 0);
    let sent = 0;
    const [pickup, delivery, files] = await Promise.all([
      this.placeOf(load.pickup, 'pickup'),
      this.placeOf(load.delivery, 'delivery'),
      Promise.all(
        load.attachments.map(async (file) => {
          const dataUrl = await fileToDataUrl(file);
          sent += file.size;
          onProgress?.({ sent, total });
          return { name: file.name, mimeType: file.type, size: file.size, dataUrl };
        }),
      ),
    ]);
    const random = simulationRandom(this.gateway.marketplace);
    const fingerprint = await publishFingerprint(load, files);
    // Abandoned while the files were read (its session ended): never sent, as an aborted request.
    if (signal?.aborted) throw new AppError('network');
    return this.gateway.changeAsUser('publishLoad', (state, user, now) => {
      const earlier = earlierPublish(state, user.id, idempotencyKey, fingerprint);
      if (earlier) return { id: earlier.id, loadNo: earlier.loadNo };
      assertKnownChoices(state, load);
      const id = this.gateway.marketplace.nextId(state);
      const attachments: DemoAttachment[] = files.map((file) => ({
        id: this.gateway.marketplace.nextId(state),
        ...file,
      }));
      const created: DemoLoad = {
        id,
        loadNo: `BH-${id}`,
        ownerId: user.id,
        createdAt: now.toISOString(),
        pickup,
        delivery,
        pickupDate: load.pickupDate,
        pickupTime: load.pickupTime,
        deliveryDate: load.deliveryDate,
        deliveryTime: load.deliveryTime,
        weightKg: load.weightKg,
        itemCount: load.itemCount,
        loadTypeId: load.loadType?.id ?? null,
        vehicleId: load.mode === 'manual' ? load.vehicleId : null,
        instructions: load.instructions,
        isAuto: load.mode === 'auto',
        allowExternal: load.allowExternalDrivers,
        attachments,
        status: 'pending',
        jobStatus: 'pending',
        cancelReason: null,
        assignedCarrierId: null,
        acceptedBidId: null,
        trip: null,
        priority: null,
        pendingBids: [],
        publishKey: idempotencyKey,
        publishFingerprint: fingerprint,
      };
      state.loads.push(created);
      scheduleBidsFor(created, state, now, random);
      return { id, loadNo: created.loadNo };
    });
  }

  private async placeOf(stop: LoadStop, which: 'pickup' | 'delivery'): Promise<DemoPlace> {
    const place = stop.place ?? (await this.geocode(stop.address, which));
    return {
      address: stop.address,
      lat: place.latitude,
      lng: place.longitude,
      city: place.cityName,
      region: place.stateName,
      postcode: place.zipcode,
    };
  }

  private async geocode(address: string, which: 'pickup' | 'delivery'): Promise<LoadPlace> {
    const session = this.addresses.startSession();
    const [first] = await session.suggest(address).catch(() => []);
    if (!first) {
      throw AppError.validation('The given data was invalid.', {
        [`${which}_address`]: [
          `The ${which} address could not be found. Choose it from the suggestions.`,
        ],
      });
    }
    return session.resolve(first);
  }
}

/**
 * A publish repeated with its idempotency key answers with the load it created, never a second
 * one; a failed attempt created nothing, so its key stays free. The key used for another payload
 * is refused.
 */
function earlierPublish(
  state: Readonly<DemoState>,
  ownerId: number,
  key: string,
  fingerprint: string,
): DemoLoad | null {
  const earlier = state.loads.find((l) => l.ownerId === ownerId && l.publishKey === key);
  if (earlier && earlier.publishFingerprint !== fingerprint) {
    throw AppError.validation('This Idempotency-Key was already used for a different load.');
  }
  return earlier ?? null;
}

/** What makes two publishes the same: every field and every file's bytes. */
async function publishFingerprint(
  load: NewLoad,
  files: readonly Omit<DemoAttachment, 'id'>[],
): Promise<string> {
  const { attachments: _files, ...fields } = load;
  const text = JSON.stringify({ fields, files });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** As a server would: the chosen load type and vehicle must exist. */
function assertKnownChoices(state: Readonly<DemoState>, load: NewLoad): void {
  const errors: Record<string, string[]> = {};
  if (load.loadType && !state.loadTypes.some((t) => t.id === load.loadType?.id)) {
    errors.load_type_id = ['The selected load type is invalid.'];
  }
  if (load.mode === 'manual' && !state.vehicles.some((v) => v.id === load.vehicleId)) {
    errors.load_preferred_vehicle_id = ['The selected vehicle is invalid.'];
  }
  if (Object.keys(errors).length) throw AppError.validation('The given data was invalid.', errors);
}
