import { makeAutoObservable, runInAction } from 'mobx';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { JoinWaitingList } from '../../../application/auth/join-waiting-list.use-case';

/** The landing page's waiting-list form (spec §2.3, §5, §8). */
export class WaitingListPresenter {
  name = '';
  email = '';
  status: RequestStatus = IDLE;

  constructor(private readonly joinWaitingList: JoinWaitingList) {
    makeAutoObservable<this, 'joinWaitingList'>(
      this,
      { joinWaitingList: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  get failure(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  get success(): string | null {
    return this.status.kind === 'succeeded' ? SUCCESS_MESSAGES.waitingList : null;
  }

  setName(value: string): void {
    this.name = value;
    this.settle();
  }

  setEmail(value: string): void {
    this.email = value;
    this.settle();
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.status = LOADING;
    try {
      const result = await this.joinWaitingList.execute(this.name, this.email);
      runInAction(() => {
        if (result.kind === 'invalid') {
          this.status = failed(result.message);
          return;
        }
        this.name = '';
        this.email = '';
        this.status = SUCCEEDED;
      });
    } catch (error) {
      runInAction(() => {
        this.status = failed(errorMessage('waitingList', error));
      });
    }
  }

  /** Typing again hides an earlier error (the success note stays until the next submit). */
  private settle(): void {
    if (this.status.kind === 'failed') this.status = IDLE;
  }
}
