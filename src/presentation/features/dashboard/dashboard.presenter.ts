import { makeAutoObservable, runInAction } from 'mobx';
import type { GetDashboard } from '../../../application/dashboard/get-dashboard.use-case';
import type { ListActiveLoads } from '../../../application/my-loads/list-active-loads.use-case';
import type { SessionStore } from '../../../application/ports/session-store.port';
import { welcomeName, type User } from '../../../domain/auth/user';
import {
  dashboardLoadPreview,
  type DashboardData,
} from '../../../domain/dashboard/dashboard-overview';
import type { Load } from '../../../domain/load/load';
import { initialsOf } from '../../../domain/shared/text';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';

/**
 * Spec §2.5 Dashboard: the stat cards from customer/dashboard and the My Active Loads card from
 * customer/active-loads, fetched side by side; each has its own request state.
 */
export class DashboardPresenter {
  summary: DashboardData | null = null;
  summaryStatus: RequestStatus = IDLE;
  loads: readonly Load[] = [];
  loadsStatus: RequestStatus = IDLE;
  loadsLoaded = false;
  sessionUser: User | null = null;
  private unsubscribe: (() => void) | null = null;
  private summaryRequest = 0;
  private loadsRequest = 0;

  constructor(
    private readonly getDashboard: GetDashboard,
    private readonly listActiveLoads: ListActiveLoads,
    private readonly session: SessionStore,
  ) {
    // The first render (before start) already greets the signed-in user: no name swap, no shift.
    this.sessionUser = session.current().user;
    makeAutoObservable<
      this,
      | 'getDashboard'
      | 'listActiveLoads'
      | 'session'
      | 'unsubscribe'
      | 'summaryRequest'
      | 'loadsRequest'
    >(
      this,
      {
        getDashboard: false,
        listActiveLoads: false,
        session: false,
        unsubscribe: false,
        summaryRequest: false,
        loadsRequest: false,
      },
      { autoBind: true },
    );
  }

  start(): () => void {
    if (!this.unsubscribe) {
      this.sessionUser = this.session.current().user;
      this.unsubscribe = this.session.subscribe((session) => this.setSessionUser(session.user));
      void this.loadSummary();
      void this.loadLoads();
    }
    return this.stop;
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.summaryRequest += 1;
    this.loadsRequest += 1;
  }

  setSessionUser(user: User | null): void {
    this.sessionUser = user;
  }

  async loadSummary(): Promise<void> {
    const request = ++this.summaryRequest;
    this.summaryStatus = LOADING;
    try {
      const summary = await this.getDashboard.execute();
      runInAction(() => {
        if (request !== this.summaryRequest) return;
        this.summary = summary;
        this.summaryStatus = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.summaryRequest) return;
        this.summaryStatus = failed(errorMessage('dashboard', error));
      });
    }
  }

  async loadLoads(): Promise<void> {
    const request = ++this.loadsRequest;
    this.loadsStatus = LOADING;
    try {
      const loads = await this.listActiveLoads.execute();
      runInAction(() => {
        if (request !== this.loadsRequest) return;
        this.loads = loads;
        this.loadsLoaded = true;
        this.loadsStatus = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.loadsRequest) return;
        this.loadsStatus = failed(errorMessage('activeLoads', error));
      });
    }
  }

  /** The dashboard call's user when it sent one, else the signed-in user. */
  get user(): User | null {
    return this.summary?.user ?? this.sessionUser;
  }

  /** Spec §2.5: the first name, then the name, then 'Customer'. */
  get firstName(): string {
    return welcomeName(this.user);
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

  get summaryLoading(): boolean {
    return this.summaryStatus.kind === 'loading' && this.summary === null;
  }

  get summaryError(): string | null {
    return this.summaryStatus.kind === 'failed' ? this.summaryStatus.message : null;
  }

  get activeJobs(): number | null {
    return this.summary?.activeJobs ?? null;
  }

  get completed(): number | null {
    return this.summary?.completed ?? null;
  }

  get loadsLoading(): boolean {
    return this.loadsStatus.kind === 'loading' && !this.loadsLoaded;
  }

  get loadsError(): string | null {
    return this.loadsStatus.kind === 'failed' ? this.loadsStatus.message : null;
  }

  /** The active loads count (badge and View My Loads), null until the list arrives. */
  get activeLoadCount(): number | null {
    return this.loadsLoaded ? this.loads.length : null;
  }

  /** Up to three of the newest active loads. */
  get previewLoads(): readonly Load[] {
    return dashboardLoadPreview(this.loads);
  }

  get loadsEmpty(): boolean {
    return this.loadsLoaded && this.loads.length === 0;
  }
}
