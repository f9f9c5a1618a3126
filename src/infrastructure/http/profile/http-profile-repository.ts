import type { AxiosInstance } from 'axios';
import type { Profile, ProfileUpdate } from '../../../domain/profile/profile';
import type {
  ProfileRepository,
  SaveOptions,
} from '../../../application/ports/profile-repository.port';
import { multipartRequest } from '../multipart-upload';
import { apiFileUrl, type FileUrl } from '../file-url';
import {
  assertUpdateSucceeded,
  findProfileDto,
  profileFromDto,
  profileUpdateBody,
} from './profile.serialization';

export class HttpProfileRepository implements ProfileRepository {
  private readonly fileUrl: FileUrl;

  constructor(private readonly http: AxiosInstance) {
    this.fileUrl = apiFileUrl(http);
  }

  get(signal: AbortSignal): Promise<Profile> {
    return this.read(signal);
  }

  /**
   * The update answers with a success or an error message; when it echoes no profile, the saved
   * one (with the stored photo's address) is read back.
   */
  async update(update: ProfileUpdate, options: SaveOptions): Promise<Profile> {
    const body = await profileUpdateBody(update);
    const { data } = await this.http.post<unknown>('/customer/profile/update', body, {
      ...multipartRequest(body, options.onProgress),
      signal: options.signal,
    });
    assertUpdateSucceeded(data);
    return findProfileDto(data) ? profileFromDto(data, this.fileUrl) : this.read(options.signal);
  }

  private async read(signal: AbortSignal): Promise<Profile> {
    const { data } = await this.http.get<unknown>('/customer/profile/detail', { signal });
    return profileFromDto(data, this.fileUrl);
  }
}
