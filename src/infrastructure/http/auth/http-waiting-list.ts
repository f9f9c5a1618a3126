import type { AxiosInstance } from 'axios';
import type { WaitingList, WaitingListEntry } from '../../../application/ports/waiting-list.port';
import { formBody } from '../http-client';
import { answerOf, refusalOf } from './auth.serialization';

/** POST join-platform-mail-send, form: email, name; like every path, relative to the API base. */
export class HttpWaitingList implements WaitingList {
  constructor(private readonly http: AxiosInstance) {}

  async join({ name, email }: WaitingListEntry): Promise<void> {
    const { data } = await this.http
      .post<unknown>(
        '/join-platform-mail-send',
        formBody({ email: email.trim(), name: name.trim() }),
      )
      .catch((error: unknown) => {
        throw refusalOf(error);
      });
    answerOf(data);
  }
}
