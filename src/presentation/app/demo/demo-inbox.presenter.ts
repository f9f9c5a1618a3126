import { makeAutoObservable } from 'mobx';
import type { DemoControls, DemoInboxEmail } from '../../../application/ports/demo-controls.port';
import type { SignOut } from '../../../application/auth/sign-out.use-case';

/**
 * The Demo inbox panel: the e-mails the demo backend sent (codes, reset links), newest first, and
 * Reset demo data.
 */
export class DemoInboxPresenter {
  open = false;
  emails: readonly DemoInboxEmail[] = [];
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly controls: DemoControls,
    private readonly signOut: SignOut,
  ) {
    makeAutoObservable<this, 'controls' | 'signOut' | 'unsubscribe'>(
      this,
      { controls: false, signOut: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    if (!this.unsubscribe) {
      this.refresh();
      this.unsubscribe = this.controls.subscribe(this.refresh);
    }
    return this.stop;
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  get unread(): number {
    return this.emails.length;
  }

  toggle(open: boolean): void {
    this.open = open;
    if (open) this.refresh();
  }

  refresh(): void {
    this.emails = this.controls.emails();
  }

  /** Restores the seed and signs out. */
  resetDemoData(): void {
    this.controls.resetData();
    this.signOut.execute();
    this.open = false;
    this.refresh();
  }
}
