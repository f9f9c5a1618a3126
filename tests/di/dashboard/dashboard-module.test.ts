import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  DashboardPresenterToken,
  DashboardRepositoryToken,
  MyLoadsPresenterToken,
  dashboardCore,
  dashboardRoots,
} from '../../../src/di/modules/dashboard.module';
import { dashboardHttp } from '../../../src/di/modules/dashboard.http.module';
import { dashboardMemory } from '../../../src/di/modules/dashboard.memory.module';
import { sharedCoreModule } from '../../../src/di/modules/shared.module';
import { sharedHttpModule } from '../../../src/di/modules/shared-http.module';
import { sharedMemoryModule } from '../../../src/di/modules/shared-memory.module';
import type { AppConfig } from '../../../src/infrastructure/config/app-config';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { InMemoryDashboardRepository } from '../../../src/infrastructure/memory/dashboard/in-memory-dashboard-repository';
import { DashboardPresenter } from '../../../src/presentation/features/dashboard/dashboard.presenter';
import { MyLoadsPresenter } from '../../../src/presentation/features/my-loads/my-loads.presenter';

const DEMO: AppConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  mapsApiKey: null,
  supportEmail: 'help@bidhaul.test',
};
const HTTP: AppConfig = { ...DEMO, mode: 'http', apiBaseUrl: 'https://api.test/api/v1' };

function containerFor(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(
    sharedCoreModule(config, null),
    config.mode === 'http' ? sharedHttpModule(config) : sharedMemoryModule(),
    dashboardCore,
    config.mode === 'http' ? dashboardHttp : dashboardMemory,
  );
  return container;
}

describe('the dashboard feature module', () => {
  it.each([
    ['demo', DEMO, InMemoryDashboardRepository],
    ['http', HTTP, HttpDashboardRepository],
  ] as const)(
    'resolves every root in %s mode with that mode’s adapter',
    (_mode, config, Adapter) => {
      const container = containerFor(config);
      for (const root of dashboardRoots) expect(() => container.get(root)).not.toThrow();
      expect(container.get(DashboardRepositoryToken)).toBeInstanceOf(Adapter);
    },
  );

  it('gives each screen its own presenter (transient)', () => {
    const container = containerFor(DEMO);
    const dashboard = container.get(DashboardPresenterToken);
    expect(dashboard).toBeInstanceOf(DashboardPresenter);
    expect(container.get(DashboardPresenterToken)).not.toBe(dashboard);
    expect(container.get(MyLoadsPresenterToken)).toBeInstanceOf(MyLoadsPresenter);
    expect(container.get(MyLoadsPresenterToken)).not.toBe(container.get(MyLoadsPresenterToken));
  });

  it('lists both screens as roots', () => {
    expect(dashboardRoots).toEqual([DashboardPresenterToken, MyLoadsPresenterToken]);
  });
});
