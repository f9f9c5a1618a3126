import type { Clock } from '../../../application/ports/clock.port';

/**
 * The demo's clock: real time, optionally running faster (so a demo or a browser test can watch
 * a trip go from upcoming to completed) and able to jump forward. Tests pass their own `realNow`.
 */
export class DemoClock implements Clock {
  private anchorReal: number;
  private anchorDemo: number;
  private speed = 1;

  constructor(private readonly realNow: () => number = () => Date.now()) {
    this.anchorReal = realNow();
    this.anchorDemo = this.anchorReal;
  }

  now(): Date {
    return new Date(this.anchorDemo + (this.realNow() - this.anchorReal) * this.speed);
  }

  /**
   * The wall clock under the demo time: neither `setSpeed` nor `advanceBy` moves it. Session
   * lifetimes and attempt limits run on it, so a demo watched at 1500× does not sign its user out
   * and a jump of the demo clock does not end a lock.
   */
  wallNow(): Date {
    return new Date(this.realNow());
  }

  get rate(): number {
    return this.speed;
  }

  /** Time runs `speed` times faster from now on (1 = real time). */
  setSpeed(speed: number): void {
    this.rebase();
    this.speed = Math.max(1, speed);
  }

  advanceBy(ms: number): void {
    this.rebase();
    this.anchorDemo += ms;
  }

  private rebase(): void {
    const demoNow = this.now().getTime();
    this.anchorReal = this.realNow();
    this.anchorDemo = demoNow;
  }
}
