import type { AxiosInstance } from 'axios';
import type { WaitingList, WaitingListEntry } from '../../../application/ports/waiting-list.port';
import { formBody } from '../http-client';
import { postAccountCall } from './http-auth-gateway';

/** POST join-platform-mail-send, form: email, name; like every path, relative to the API base. */
export class HttpWaitingList implements WaitingList {
  constructor(private readonly http: AxiosInstance) {}

  async join({ name, email }: WaitingListEntry): Promise<void> {
    await postAccountCall(
      this.http,
      '/join-platform-mail-send',
      formBody({ email: email.trim(), name: name.trim() }),
    );
  }
}
