import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../src/domain/profile/profile-rules';
import { AppError } from '../../src/domain/shared/app-error';
import { fileToDataUrl } from '../../src/infrastructure/memory/demo/file-data-url';
import { InMemoryProfileRepository } from '../../src/infrastructure/memory/profile/in-memory-profile-repository';
import type { LocalApiContext } from '../context';
import { readMultipart } from '../http/request-fields';
import { INVALID_DATA } from '../http/validation';
import { PHOTO_FIELD, profileToDto, profileUpdateOf } from './profile.dto';

/** GET customer/profile/detail and POST customer/profile/update (multipart, photo as `user_photo`). */
export function profileRoutes(api: FastifyInstance, ctx: LocalApiContext): void {
  // The server keeps the photo as sent: the files origin serves it, so nothing needs to fit in
  // browser storage as demo mode's downscaled copy must.
  const profiles = (request: FastifyRequest) =>
    new InMemoryProfileRepository(ctx.gatewayFor(request), fileToDataUrl);

  api.get(
    '/customer/profile/detail',
    { config: { operation: 'profileDetails' } },
    async (request) => ({
      data: profileToDto(await profiles(request).get(ctx.answersWhole), ctx.links),
    }),
  );

  api.post(
    '/customer/profile/update',
    { config: { operation: 'updateProfile' } },
    async (request) => {
      // A caller without a known token is refused before the upload is read.
      ctx.userIdOf(request);
      const form = await readMultipart(request, {
        fileField: PHOTO_FIELD,
        maxFiles: 1,
        maxFileBytes: PHOTO_MAX_BYTES,
        tooManyFiles: () =>
          AppError.validation(INVALID_DATA, { [PHOTO_FIELD]: ['Send one photo.'] }),
      });
      const profile = await profiles(request).update(await profileUpdateOf(form), {
        signal: ctx.answersWhole,
      });
      return {
        success: true,
        message: 'Profile updated successfully',
        data: profileToDto(profile, ctx.links),
      };
    },
  );
}
