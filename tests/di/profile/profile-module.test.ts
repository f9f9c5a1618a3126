import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/di/container';
import {
  EditProfilePresenterToken,
  ProfileRepositoryToken,
} from '../../../src/di/modules/profile.module';
import { DemoMarketplaceToken } from '../../../src/di/tokens';
import type { AppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { EditProfilePresenter } from '../../../src/presentation/features/profile/edit-profile.presenter';
import { MemoryStorage } from '../../support/memory-storage';

const demo: AppConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  mapsApiKey: null,
  supportEmail: 'help@bidhaul.test',
};
const http: AppConfig = { ...demo, mode: 'http', apiBaseUrl: 'https://api.example.com/api/v1' };

describe('the profile module', () => {
  it.each([
    ['demo', demo, InMemoryProfileRepository],
    ['http', http, HttpProfileRepository],
  ] as const)(
    'binds the %s adapter once and a fresh presenter per screen',
    (mode, config, Adapter) => {
      const container = createContainer(config, { storage: new MemoryStorage() });
      expect(container.get(ProfileRepositoryToken)).toBeInstanceOf(Adapter);
      expect(container.get(ProfileRepositoryToken)).toBe(container.get(ProfileRepositoryToken));
      const presenter = container.get(EditProfilePresenterToken);
      expect(presenter).toBeInstanceOf(EditProfilePresenter);
      expect(container.get(EditProfilePresenterToken)).not.toBe(presenter);
      if (mode === 'demo') container.get(DemoMarketplaceToken).dispose();
    },
  );
});
