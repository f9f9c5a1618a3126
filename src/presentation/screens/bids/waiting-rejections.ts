import { makeAutoObservable, observableRef } from 'mobx';
import type { Bid, BidId } from '../../../domain/bid/bid';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';

/** How long a rejection waits, offering Undo, before it goes to the server. */
export const REJECT_UNDO_SECONDS = 10;

const SECOND_MS = 1000;

/** A bid the server named by id: only such a bid can be accepted or rejected. */
export type DecidableBid = Bid & { readonly id: BidId };

/** What keeps an Undo from running out: the pointer over it, or the keyboard's focus on it. */
export type UndoHold = 'pointer' | 'focus';

interface Waiting {
  readonly bid: DecidableBid;
  readonly secondsLeft: number;
  readonly holds: ReadonlySet<UndoHold>;
  /** Stops the countdown; null while it is held. */
  readonly cancel: CancelTimer | null;
}

/**
 * Rejections the shipper has asked for and may still take back. Reject sits one tap from Accept,
 * so each rejection waits with its own Undo, counting down the seconds it shows, before it is
 * sent; several can wait at once. The count stands still while the shipper is on the Undo (the
 * pointer over it, the keyboard's focus on it): they are about to take it back, or reading. `send`
 * is called once per rejection that was not undone: when its time is up, or at once when the
 * shipper moves on (`sendAll`).
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

  /** The whole seconds left before the rejection is sent, or null when none waits. */
  secondsLeft(bidId: BidId): number | null {
    return this.waiting.get(bidId)?.secondsLeft ?? null;
  }

  add(bid: DecidableBid): void {
    if (this.waiting.has(bid.id)) return;
    this.set(bid.id, {
      bid,
      secondsLeft: REJECT_UNDO_SECONDS,
      holds: new Set(),
      cancel: this.countDown(bid.id),
    });
  }

  /** The shipper is on the Undo: its count stands still until every hold is let go. */
  hold(bidId: BidId, by: UndoHold): void {
    const entry = this.waiting.get(bidId);
    if (!entry || entry.holds.has(by)) return;
    entry.cancel?.();
    this.set(bidId, { ...entry, holds: new Set(entry.holds).add(by), cancel: null });
  }

  /** The shipper left the Undo: the count goes on from where it stood, a whole second first. */
  letGo(bidId: BidId, by: UndoHold): void {
    const entry = this.waiting.get(bidId);
    if (!entry?.holds.has(by)) return;
    const holds = new Set(entry.holds);
    holds.delete(by);
    const cancel = holds.size === 0 ? this.countDown(bidId) : null;
    this.set(bidId, { ...entry, holds, cancel });
  }

  /** Takes the rejection back: nothing is sent. The bid it was about, or null if none waited. */
  undo(bidId: BidId): DecidableBid | null {
    const entry = this.take(bidId);
    entry?.cancel?.();
    return entry?.bid ?? null;
  }

  /** Sends every waiting rejection now, in the order they were asked for. */
  sendAll(): void {
    for (const bidId of [...this.waiting.keys()]) {
      this.waiting.get(bidId)?.cancel?.();
      this.release(bidId);
    }
  }

  private countDown(bidId: BidId): CancelTimer {
    return this.timers.every(SECOND_MS, () => this.tick(bidId));
  }

  private tick(bidId: BidId): void {
    const entry = this.waiting.get(bidId);
    if (!entry) return;
    if (entry.secondsLeft > 1) {
      this.set(bidId, { ...entry, secondsLeft: entry.secondsLeft - 1 });
      return;
    }
    entry.cancel?.();
    this.release(bidId);
  }

  private release(bidId: BidId): void {
    const entry = this.take(bidId);
    if (entry) this.send(entry.bid);
  }

  private set(bidId: BidId, entry: Waiting): void {
    this.waiting = new Map(this.waiting).set(bidId, entry);
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
