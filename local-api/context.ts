import type { FastifyRequest } from 'fastify';
import type { AddressLookup } from '../src/application/ports/address-lookup.port';
import { OfflineAddressLookup } from '../src/infrastructure/maps/offline/offline-address-lookup';
import type { DemoClock } from '../src/infrastructure/memory/demo/demo-clock';
import { DemoGateway } from '../src/infrastructure/memory/demo/demo-gateway';
import type { DemoMarketplace } from '../src/infrastructure/memory/demo/demo-marketplace';
import { Outbox } from './dev/outbox';
import { EventHub } from './events/event-hub';
import { fileLinks, type FileLinks, type FileStore } from './files/file-store';
import { bearerTokenOf, BearerSession } from './http/bearer-session';
import { FaultQueue } from './http/operations';
import { PushSubscriptions, type VapidKeys } from './push/push-subscriptions';

export interface LocalApiDeps {
  readonly marketplace: DemoMarketplace;
  /** The marketplace's clock when it is a demo clock, which `/__dev/clock` then drives. */
  readonly clock?: DemoClock;
  /** Where the marketplace's data: URLs are kept for the files origin to serve. */
  readonly files: FileStore;
  /** The files origin's address, e.g. `http://127.0.0.1:8788`. */
  readonly filesOrigin: string;
  /** Places a typed address on publishing; the built-in UK gazetteer by default. */
  readonly addresses?: AddressLookup;
  /** Whether `GET /customer/events` streams live updates (true by default) or answers 404. */
  readonly events?: boolean;
  /** The VAPID keys push is sent with; null: no push, its routes answer 404 (`--no-push`). */
  readonly push?: VapidKeys | null;
}

/** What the routes share: the one marketplace, and the server's own memory around it. */
export class LocalApiContext {
  readonly marketplace: DemoMarketplace;
  readonly clock: DemoClock | null;
  readonly files: FileStore;
  readonly links: FileLinks;
  readonly addresses: AddressLookup;
  readonly faults = new FaultQueue();
  /**
   * The signal the routes hand the adapters: never aborted, since the marketplace answers each
   * call whole, in one go, and a caller that hangs up meanwhile costs nothing to finish.
   */
  readonly answersWhole = new AbortController().signal;
  readonly outbox: Outbox;
  /** The live updates' events; null when the server has none (`--no-events`). */
  readonly events: EventHub | null;
  /** The devices push goes to; null when the server has no push (`--no-push`). */
  readonly push: PushSubscriptions | null;

  constructor(deps: LocalApiDeps) {
    this.marketplace = deps.marketplace;
    this.clock = deps.clock ?? null;
    this.files = deps.files;
    this.links = fileLinks(deps.files, deps.filesOrigin);
    this.addresses = deps.addresses ?? new OfflineAddressLookup();
    this.outbox = new Outbox(deps.marketplace);
    this.events = deps.events === false ? null : new EventHub(deps.marketplace);
    this.push = deps.push ? new PushSubscriptions(deps.push) : null;
  }

  /**
   * The in-memory adapters' gateway acting as the request's bearer token: a new one per request,
   * so the marketplace decides who the caller is exactly as it does in demo mode.
   */
  gatewayFor(request: FastifyRequest): DemoGateway {
    return new DemoGateway(this.marketplace, new BearerSession(bearerTokenOf(request)));
  }

  /** The id of the request's user; an unauthenticated error when the token is missing or unknown. */
  userIdOf(request: FastifyRequest): number {
    const token = bearerTokenOf(request);
    return this.marketplace.read((state) => this.marketplace.userFor(state, token).id);
  }

  /**
   * Stops watching the marketplace for the event stream. The context outlives its servers (a
   * restart serves it again, start-local-api.ts), so whoever made it stops it, once no server
   * will serve it again.
   */
  stop(): void {
    this.events?.stop();
  }

  /**
   * Back to the seed: every account, load and token as on first start, no planned failure, and no
   * open event stream or kept event (the seed's user ids will be given out again).
   */
  reset(): void {
    this.events?.reset();
    this.marketplace.reset();
    this.faults.clear();
    this.files.clear();
    this.outbox.clear();
  }
}
