import { makeAutoObservable } from 'mobx';
import type { DemoControls, DemoInboxEmail } from '../../../application/ports/demo-controls.port';
import type { SignOut } from '../../../application/auth/sign-out.use-case';

/**
 * The Demo inbox panel: the e-mails the demo backend sent (codes, reset links), newest first, and
 * Reset demo data. Opening it reads what it lists, and an e-mail that arrives while it is open is
 * read as it shows.
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

  /** The e-mails not yet seen in the open inbox: the button's dot shows while there are any. */
  get unread(): number {
    return this.emails.filter((email) => !email.read).length;
  }

  toggle(open: boolean): void {
    this.open = open;
    if (open) this.refresh();
  }

  refresh(): void {
    this.emails = this.controls.emails();
    if (this.open && this.unread > 0) this.controls.markInboxRead();
  }

  /** Restores the seed and signs out. */
  resetDemoData(): void {
    this.controls.resetData();
    this.signOut.execute();
    this.open = false;
    this.refresh();
  }
}
