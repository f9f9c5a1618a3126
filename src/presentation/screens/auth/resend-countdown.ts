import { makeAutoObservable } from 'mobx';
import type { CancelTimer, Timers } from '../../../application/ports/timers.port';

/**
 * The seconds left before a new code may be asked for, ticking once a second. Each tick reads
 * the time against a deadline rather than counting ticks, so a background tab, whose timers the
 * browser slows down, still reaches 0 on time.
 */
export class ResendCountdown {
  secondsLeft: number;
  private deadline = 0;
  private cancelTicks: CancelTimer | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly seconds: number,
  ) {
    this.secondsLeft = seconds;
    makeAutoObservable<this, 'timers' | 'seconds' | 'deadline' | 'cancelTicks'>(
      this,
      { timers: false, seconds: false, deadline: false, cancelTicks: false },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.cancelTicks !== null;
  }

  /** "1:59". */
  get label(): string {
    const m = Math.floor(this.secondsLeft / 60);
    const s = this.secondsLeft % 60;
    return `${m}:${String(s).padStart(2, '0')}`;
  }

  /** Counts down again from the full time. */
  restart(): void {
    this.stop();
    this.deadline = Date.now() + this.seconds * 1000;
    this.secondsLeft = this.seconds;
    this.cancelTicks = this.timers.every(1000, this.tick);
  }

  stop(): void {
    this.cancelTicks?.();
    this.cancelTicks = null;
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
    if (this.secondsLeft === 0) this.stop();
  }
}
