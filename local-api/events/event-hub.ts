import { PassThrough } from 'node:stream';
import { AppError, isAppError } from '../../src/domain/shared/app-error';
import {
  watchDemoChanges,
  type DemoChange,
} from '../../src/infrastructure/memory/demo/demo-changes';
import type { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';

/** How many past events are kept for a client coming back with `Last-Event-ID`. */
export const EVENT_RING_SIZE = 500;

/** A comment line this often keeps the stream open through proxies and tells the client it lives. */
export const PING_MS = 20_000;

/**
 * What the server holds open for clients: a few streams per session (one per browser tab at
 * most, where the browser cannot share one between tabs), a bounded number in all, and at most
 * this much text waiting for a client that has stopped reading.
 */
export const STREAM_LIMITS = {
  perToken: 5,
  total: 100,
  heldBytes: 1024 * 1024,
} as const;

/** One event as the stream sends it, and whose it is. */
interface HubEvent {
  readonly id: number;
  readonly type: string;
  readonly data: Record<string, number>;
  readonly ownerId: number;
}

/** A client's open stream: the token it was opened with, its customer, and where its text goes. */
interface OpenStream {
  readonly token: string;
  readonly userId: number;
  readonly out: PassThrough;
  readonly ping: ReturnType<typeof setInterval>;
}

/** The stream's JSON for a change: the load (and the bid, for a bid's), or the trip. */
function dataOf({ event, bidId }: DemoChange): Record<string, number> {
  if (event.type === 'trip.updated') return { trip_id: event.tripId };
  return bidId === null ? { load_id: event.loadId } : { load_id: event.loadId, bid_id: bidId };
}

const frame = (event: HubEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

const tooMany = (message: string) => AppError.server(message, 429);

/**
 * The marketplace's changes as the API's events (`GET /customer/events`): numbered from 1 in the
 * order they happened, each for the customer whose load it concerns, the last `EVENT_RING_SIZE`
 * kept in memory so a client that comes back with `Last-Event-ID` gets what it missed.
 *
 * A stream lasts only as long as its token: it ends when the token expires or is revoked (a
 * password reset ends every session of the account), and every stream ends on a reset to the seed.
 */
export class EventHub {
  private readonly ring: HubEvent[] = [];
  private readonly streams = new Set<OpenStream>();
  private lastId = 0;
  private readonly stopChecking: () => void;
  private readonly stopWatching: () => void;

  constructor(private readonly marketplace: DemoMarketplace) {
    // Heard before the change's events are worked out (listeners are told in the order they
    // subscribed), so a stream whose token the change revoked gets none of them.
    let checkQueued = false;
    this.stopChecking = marketplace.subscribe(() => {
      if (checkQueued) return;
      checkQueued = true;
      queueMicrotask(() => {
        checkQueued = false;
        this.endStreamsOfDeadTokens();
      });
    });
    this.stopWatching = watchDemoChanges(marketplace, (changes) => {
      for (const change of changes) this.publish(change.event.type, dataOf(change), change.ownerId);
    });
  }

  /**
   * Opens a stream for `token`'s customer: `: connected` at once, then with `afterId` (the
   * client's `Last-Event-ID`) the customer's kept events after it, then their events as they
   * happen and a `: ping` every PING_MS. Refused as unauthenticated for a missing, unknown or
   * expired token, and with a 429 past STREAM_LIMITS.
   */
  open(token: string | null, afterId: number | null): PassThrough {
    const userId = token === null ? null : this.userIdOf(token);
    if (token === null || userId === null) throw AppError.unauthenticated();
    const ofToken = [...this.streams].filter((s) => s.token === token).length;
    if (ofToken >= STREAM_LIMITS.perToken) {
      throw tooMany(`At most ${STREAM_LIMITS.perToken} event streams can be open per session.`);
    }
    if (this.streams.size >= STREAM_LIMITS.total) {
      throw tooMany('The server has too many event streams open. Try again later.');
    }
    const out = new PassThrough();
    const stream: OpenStream = {
      token,
      userId,
      out,
      // An idle stream's token is checked at each ping, so one that expires ends within PING_MS.
      ping: setInterval(() => {
        if (this.tokenHolds(stream)) this.write(stream, ': ping\n\n');
        else this.end(stream);
      }, PING_MS),
    };
    this.streams.add(stream);
    // The client left (the server destroys the stream then), or the stream was ended here.
    out.once('close', () => this.forget(stream));
    // Something at once, so the client knows the stream is open before the first change.
    this.write(stream, ': connected\n\n');
    if (afterId !== null) {
      for (const event of this.since(userId, afterId)) this.write(stream, frame(event));
    }
    return out;
  }

  /**
   * Back to the seed: every stream ends (user ids start again, so a stream would hear the new
   * account that gets its customer's id) and the kept events are forgotten, for the same reason.
   * Ids go on from the last one, so a client's `Last-Event-ID` never names an event yet to come.
   */
  reset(): void {
    for (const stream of [...this.streams]) this.end(stream);
    this.ring.length = 0;
  }

  stop(): void {
    this.stopChecking();
    this.stopWatching();
    for (const stream of [...this.streams]) this.end(stream);
  }

  private publish(type: string, data: Record<string, number>, ownerId: number): void {
    this.lastId += 1;
    const event: HubEvent = { id: this.lastId, type, data, ownerId };
    this.ring.push(event);
    if (this.ring.length > EVENT_RING_SIZE) this.ring.shift();
    for (const stream of [...this.streams]) {
      if (stream.userId === ownerId) this.write(stream, frame(event));
    }
  }

  /** `userId`'s kept events after `afterId`, as far back as the ring goes. */
  private since(userId: number, afterId: number): HubEvent[] {
    return this.ring.filter((e) => e.id > afterId && e.ownerId === userId);
  }

  /**
   * Sends text to a client, or drops the client when more than STREAM_LIMITS.heldBytes wait for
   * it: a client that stops reading must not make the server hold its events without end.
   */
  private write(stream: OpenStream, text: string): void {
    stream.out.write(text);
    if (stream.out.writableLength + stream.out.readableLength > STREAM_LIMITS.heldBytes) {
      this.forget(stream);
      stream.out.destroy();
    }
  }

  /** Ends a stream cleanly: the client sees it close, and asks again with its token. */
  private end(stream: OpenStream): void {
    this.forget(stream);
    stream.out.end();
  }

  private forget(stream: OpenStream): void {
    clearInterval(stream.ping);
    this.streams.delete(stream);
  }

  private endStreamsOfDeadTokens(): void {
    for (const stream of [...this.streams]) if (!this.tokenHolds(stream)) this.end(stream);
  }

  private tokenHolds(stream: OpenStream): boolean {
    return this.userIdOf(stream.token) === stream.userId;
  }

  /** The customer a token signs in as now; null once it has expired or been revoked. */
  private userIdOf(token: string): number | null {
    return this.marketplace.read((state) => {
      try {
        return this.marketplace.userFor(state, token).id;
      } catch (error) {
        if (isAppError(error) && error.kind === 'unauthenticated') return null;
        throw error;
      }
    });
  }
}
