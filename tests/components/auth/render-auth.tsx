import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { Container } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import AuthScreen from '../../../src/presentation/screens/auth/auth.screen';
import LandingScreen from '../../../src/presentation/screens/landing/landing.screen';
import { createAppTheme } from '../../../src/presentation/app/theme';
import { presenterWorld } from '../../presentation/auth/presenter-world';
import { AddressSearchPresenter } from '../../../src/presentation/components/address-field/address-search.presenter';
import { ForgotPasswordPresenter } from '../../../src/presentation/screens/auth/forgot-password.presenter';
import { PortalSettings } from '../../../src/presentation/app/portal-settings';
import { ResetPasswordPresenter } from '../../../src/presentation/screens/auth/reset-password.presenter';
import { SessionViewModel } from '../../../src/presentation/app/session.view-model';
import { SignInPresenter } from '../../../src/presentation/screens/auth/sign-in.presenter';
import { SignUpPresenter } from '../../../src/presentation/screens/auth/sign-up.presenter';
import { ToastStore } from '../../../src/presentation/app/toast.store';
import { VerifyEmailPresenter } from '../../../src/presentation/screens/auth/verify-email.presenter';
import { WaitingListPresenter } from '../../../src/presentation/screens/landing/waiting-list.presenter';

// MUI forms are slow to render in jsdom on a busy machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so tests can see navigation. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * The auth screen (or the landing page) at `path`, with every presenter built over the real use
 * cases and the in-memory adapters (`world`), as the container would build them.
 */
export function renderAuth(path: string, world = presenterWorld()) {
  const container = new Container();
  container.bind(SessionViewModel).toConstantValue(world.viewModel);
  container.bind(ToastStore).toConstantValue(world.toasts);
  container
    .bind(AddressSearchPresenter)
    .toDynamicValue(() => new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers));
  container
    .bind(PortalSettings)
    .toConstantValue({ supportEmail: 'support@bidhaul.co.uk', demo: true });
  container.bind(SignInPresenter).toDynamicValue(() => world.signIn());
  container.bind(SignUpPresenter).toDynamicValue(() => world.signUp());
  container.bind(VerifyEmailPresenter).toDynamicValue(() => world.verify());
  container.bind(ForgotPasswordPresenter).toDynamicValue(() => world.forgot());
  container.bind(ResetPasswordPresenter).toDynamicValue(() => world.reset());
  container.bind(WaitingListPresenter).toDynamicValue(() => world.waitingList());
  const view = render(
    <ThemeProvider theme={createAppTheme()}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<LandingScreen />} />
            {[
              '/login',
              '/signup',
              '/forgot-password',
              '/email-verification',
              '/reset-password',
            ].map((p) => (
              <Route key={p} path={p} element={<AuthScreen />} />
            ))}
            <Route path="*" element={<p>Portal</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ContainerProvider>
    </ThemeProvider>,
  );
  return { ...view, world, location: () => view.getByTestId('location').textContent };
}
