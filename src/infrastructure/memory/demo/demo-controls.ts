import type { DemoControls, DemoInboxEmail } from '../../../application/ports/demo-controls.port';
import type { DemoClock } from './demo-clock';
import type { DemoMarketplace } from './demo-marketplace';

export class MarketplaceDemoControls implements DemoControls {
  constructor(
    private readonly marketplace: DemoMarketplace,
    private readonly clock: DemoClock,
  ) {}

  emails(): readonly DemoInboxEmail[] {
    return this.marketplace.read((state) => state.emails.map((e) => ({ ...e })));
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
