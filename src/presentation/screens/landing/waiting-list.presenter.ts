import { makeAutoObservable } from 'mobx';
import { SUCCESS_MESSAGES, errorMessage } from '../../../domain/shared/error-catalogue';
import type {
  JoinWaitingList,
  JoinWaitingListResult,
} from '../../../application/auth/join-waiting-list.use-case';
import { Command } from '../../async/command';

/**
 * The landing page's waiting-list form: name and e-mail, a blank field refused before sending,
 * the thank-you once joined, the catalogue's text when joining fails.
 */
export class WaitingListPresenter {
  name = '';
  email = '';
  /** Why the entry was not sent (a blank field); cleared by typing. */
  invalid: string | null = null;
  /** The last entry joined the list: the thank-you shows until the next submit. */
  joined = false;
  readonly request: Command<[], JoinWaitingListResult>;

  constructor(joinWaitingList: JoinWaitingList) {
    this.request = new Command({
      execute: () => joinWaitingList.execute(this.name, this.email),
      errorMessage: (error) => errorMessage('waitingList', error),
    });
    makeAutoObservable(this, { request: false }, { autoBind: true });
  }

  get failure(): string | null {
    return this.invalid ?? this.request.error;
  }

  get success(): string | null {
    return this.joined ? SUCCESS_MESSAGES.waitingList : null;
  }

  setName(value: string): void {
    this.name = value;
    this.settle();
  }

  setEmail(value: string): void {
    this.email = value;
    this.settle();
  }

  /** One request at a time; joined, the fields are cleared for the next person. */
  async submit(): Promise<void> {
    if (this.request.pending) return;
    this.invalid = null;
    this.joined = false;
    const outcome = await this.request.run();
    if (outcome.kind === 'done') this.finished(outcome.value);
  }

  private finished(result: JoinWaitingListResult): void {
    if (result.kind === 'invalid') {
      this.invalid = result.message;
      this.request.reset();
      return;
    }
    this.name = '';
    this.email = '';
    this.joined = true;
  }

  /** Typing again hides an earlier error (the success note stays until the next submit). */
  private settle(): void {
    this.invalid = null;
    if (this.request.status.kind === 'failed') this.request.reset();
  }
}
