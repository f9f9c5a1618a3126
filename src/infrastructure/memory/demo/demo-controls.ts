import type { DemoControls, DemoInboxEmail } from '../../../application/ports/demo-controls.port';
import type { DemoClock } from './demo-clock';
import type { DemoMarketplace } from './demo-marketplace';

export class MarketplaceDemoControls implements DemoControls {
  constructor(
    private readonly marketplace: DemoMarketplace,
    private readonly clock: DemoClock,
  ) {}

  emails(): readonly DemoInboxEmail[] {
    return this.marketplace.read((state) =>
      state.emails.map((e) => ({ ...e, read: e.id <= (state.inboxReadUpTo ?? 0) })),
    );
  }

  /** Kept with the demo data, as a mail server keeps what was read: a reload or another tab agrees. */
  markInboxRead(): void {
    this.marketplace.transact((state) => {
      state.inboxReadUpTo = Math.max(state.inboxReadUpTo ?? 0, ...state.emails.map((e) => e.id));
    });
  }

  subscribe(listener: () => void): () => void {
    return this.marketplace.subscribe(listener);
  }

  resetData(): void {
    this.marketplace.reset();
  }

  clockSpeed(): number {
    return this.clock.rate;
  }

  setClockSpeed(speed: number): void {
    this.clock.setSpeed(speed);
    this.marketplace.wake();
  }
}
