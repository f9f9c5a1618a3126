import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';

/** How long a rejection waits, offering Undo, before it goes to the server. */
export const REJECT_UNDO_MS = 5000;

/** A bid the server named by id: only such a bid can be accepted or rejected. */
export type DecidableBid = Bid & { readonly id: BidId };

interface Waiting {
  readonly bid: DecidableBid;
  readonly cancel: CancelTimer;
}

/**
 * Rejections the shipper has asked for and may still take back. Reject sits one tap from Accept,
 * so each rejection waits a few seconds with its own Undo before it is sent; several can wait at
 * once. `send` is called once per rejection that was not undone: when its wait ends, or at once
 * when the shipper moves on (`sendAll`).
 */
export class WaitingRejections {
  private waiting: ReadonlyMap<BidId, Waiting> = new Map();

  constructor(
    private readonly timers: Timers,
    private readonly send: (bid: DecidableBid) => void,
  ) {
    makeAutoObservable<this, 'waiting' | 'timers' | 'send'>(
      this,
      { waiting: observableRef, timers: false, send: false },
      { autoBind: true },
    );
  }

  has(bidId: BidId): boolean {
    return this.waiting.has(bidId);
  }

  add(bid: DecidableBid): void {
    if (this.waiting.has(bid.id)) return;
    const cancel = this.timers.after(REJECT_UNDO_MS, () => this.release(bid.id));
    this.waiting = new Map(this.waiting).set(bid.id, { bid, cancel });
  }

  /** Takes the rejection back: nothing is sent. The bid it was about, or null if none waited. */
  undo(bidId: BidId): DecidableBid | null {
    const entry = this.take(bidId);
    entry?.cancel();
    return entry?.bid ?? null;
  }

  /** Sends every waiting rejection now, in the order they were asked for. */
  sendAll(): void {
    for (const bidId of [...this.waiting.keys()]) {
      this.waiting.get(bidId)?.cancel();
      this.release(bidId);
    }
  }

  private release(bidId: BidId): void {
    const entry = this.take(bidId);
    if (entry) this.send(entry.bid);
  }

  private take(bidId: BidId): Waiting | undefined {
    const entry = this.waiting.get(bidId);
    if (!entry) return undefined;
    const waiting = new Map(this.waiting);
    waiting.delete(bidId);
    this.waiting = waiting;
    return entry;
  }
}
