import { makeAutoObservable } from 'mobx';
import type {
  ActiveLoadList,
  ListActiveLoadsWithNewBids,
} from '../../../application/my-loads/list-active-loads-with-new-bids';
import type { DashboardRepository } from '../../../application/ports/dashboard-repository.port';
import type { LiveUpdates } from '../../../application/ports/live-updates.port';
import type { LoadRepository } from '../../../application/ports/load-repository.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { Timers } from '../../../application/ports/timers.port';
import { welcomeName, type User } from '../../../domain/auth/user';
import {
  dashboardLoadPreview,
  type DashboardData,
} from '../../../domain/dashboard/dashboard-overview';
import { initialsOf } from '../../../domain/shared/text';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import { LiveRefresh } from '../../async/live-refresh';
import { Query } from '../../async/query';
import { activeLoadRows, type ActiveLoadRow } from '../my-loads/active-load-row';

/**
 * The dashboard: the stat cards (customer/dashboard) and the My Active Loads card
 * (customer/active-loads, with each load's bids not seen yet), fetched side by side; each fails
 * and retries on its own. While the live channel is open, a hint that a load or its bids changed
 * reads both again (at most once a second): the counts and the new-bid badges follow.
 */
export class DashboardPresenter {
  sessionUser: User | null = null;
  readonly summary: Query<DashboardData>;
  readonly activeLoads: Query<ActiveLoadList>;
  /**
   * Whether any job was ever posted, asked only when the figures and the list show none: a job
   * already assigned to a driver is neither waiting for bids nor completed, yet its shipper is no
   * newcomer.
   */
  readonly postedBefore: Query<boolean>;
  readonly liveRefresh: LiveRefresh;
  private unsubscribe: (() => void) | null = null;

  constructor(
    dashboard: DashboardRepository,
    listActiveLoads: ListActiveLoadsWithNewBids,
    loads: LoadRepository,
    private readonly session: SessionStore,
    live: LiveUpdates,
    timers: Timers,
  ) {
    // The first render (before start) already greets the signed-in user: no name swap, no shift.
    this.sessionUser = session.current().user;
    this.summary = new Query({
      fetch: (_, signal) => dashboard.get(signal),
      errorMessage: (error) => errorMessage('dashboard', error),
    });
    this.activeLoads = new Query({
      fetch: (_, signal) => listActiveLoads.execute(signal),
      errorMessage: (error) => errorMessage('activeLoads', error),
    });
    this.postedBefore = new Query({
      fetch: async (_, signal) =>
        (await loads.search({ q: '', page: 1, perPage: 1, signal })).meta.total > 0,
      errorMessage: (error) => errorMessage('customerLoads', error),
    });
    // When to read is the channel's to say (a hint, the channel back), so the read is called back.
    this.liveRefresh = new LiveRefresh({
      live,
      timers,
      topic: { kind: 'loads' },
      read: () => void this.readAll(),
    });
    makeAutoObservable<this, 'session' | 'unsubscribe'>(
      this,
      {
        session: false,
        unsubscribe: false,
        summary: false,
        activeLoads: false,
        postedBefore: false,
        liveRefresh: false,
      },
      { autoBind: true },
    );
  }

  start(): () => void {
    if (!this.unsubscribe) {
      this.sessionUser = this.session.current().user;
      this.unsubscribe = this.session.subscribe((session) => this.setSessionUser(session.user));
      this.liveRefresh.start();
      void this.readAll();
    }
    return this.stop;
  }

  /**
   * Leaving the dashboard: no more session changes or hints, and answers still on their way are
   * dropped.
   */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.liveRefresh.stop();
    this.summary.cancel();
    this.activeLoads.cancel();
    this.postedBefore.cancel();
  }

  setSessionUser(user: User | null): void {
    this.sessionUser = user;
  }

  /** Reads the figures and the active loads again, side by side. */
  async readAll(): Promise<void> {
    this.liveRefresh.ran();
    await Promise.all([this.summary.run(), this.activeLoads.run()]);
    if (this.shownJobs === false && !this.postedBefore.data) await this.postedBefore.run();
  }

  /** The dashboard call's user when it sent one, else the signed-in user. */
  get user(): User | null {
    return this.summary.data?.user ?? this.sessionUser;
  }

  /** The first name, then the name, then 'Customer'. */
  get firstName(): string {
    return welcomeName(this.user);
  }

  /**
   * Whether the shipper has posted any job. The figures and the list tell first: a job waiting for
   * bids or completed, or an active load listed (which still tells while the dashboard call
   * fails). When both answered with none, the loads search says whether any was ever posted (an
   * assigned job counts in neither). Null while that is not known.
   */
  get hasJobs(): boolean | null {
    const shown = this.shownJobs;
    if (shown !== false) return shown;
    return this.postedBefore.data ?? null;
  }

  /** Whether the figures or the list show a job; false once both answered with none. */
  private get shownJobs(): boolean | null {
    const summary = this.summary.data;
    const loads = this.activeLoads.data?.loads;
    if ((summary && summary.activeJobs + summary.completed > 0) || (loads && loads.length > 0))
      return true;
    return summary && loads ? false : null;
  }

  /** 'Welcome back' only for a shipper known to have posted a job: never to someone just signed up. */
  get greeting(): string {
    return `${this.hasJobs ? 'Welcome back' : 'Welcome'}, ${this.firstName}!`;
  }

  get initials(): string {
    const user = this.user;
    return user
      ? initialsOf(user.firstName || user.name || user.email, user.lastName)
      : initialsOf(this.firstName);
  }

  get email(): string {
    return this.user?.email ?? '';
  }

  get activeJobs(): number | null {
    return this.summary.data?.activeJobs ?? null;
  }

  get completed(): number | null {
    return this.summary.data?.completed ?? null;
  }

  /** A failure replaces the card's list only when there is no list to keep showing. */
  get loadsFailedWithNothingShown(): boolean {
    return this.activeLoads.error !== null && !this.activeLoads.loaded;
  }

  /** The active loads count (badge and View My Loads), null until the list arrives. */
  get activeLoadCount(): number | null {
    return this.activeLoads.data?.loads.length ?? null;
  }

  /** Up to three of the newest active loads. */
  get previewRows(): readonly ActiveLoadRow[] {
    const list = this.activeLoads.data;
    return list ? activeLoadRows(dashboardLoadPreview(list.loads), list.newBids) : [];
  }

  get loadsEmpty(): boolean {
    return this.activeLoads.data?.loads.length === 0;
  }
}
