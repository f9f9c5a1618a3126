import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { Container } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import {
  AddressSearchPresenterToken,
  ForgotPasswordPresenterToken,
  PortalSettingsToken,
  ResetPasswordPresenterToken,
  SessionViewModelToken,
  SignInPresenterToken,
  SignUpPresenterToken,
  ToastStoreToken,
  VerifyEmailPresenterToken,
  WaitingListPresenterToken,
} from '../../../src/presentation/tokens';
import { AddressSearchPresenter } from '../../../src/presentation/components/address-field/address-search.presenter';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import AuthScreen from '../../../src/presentation/features/auth/auth.screen';
import LandingScreen from '../../../src/presentation/features/landing/landing.screen';
import { createAppTheme } from '../../../src/presentation/app/theme';
import { presenterWorld } from '../../presentation/auth/presenter-world';

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
  container.bind(SessionViewModelToken).toConstantValue(world.viewModel);
  container.bind(ToastStoreToken).toConstantValue(world.toasts);
  container
    .bind(AddressSearchPresenterToken)
    .toDynamicValue(() => new AddressSearchPresenter(new OfflineAddressLookup(), systemTimers));
  container.bind(PortalSettingsToken).toConstantValue({ supportEmail: 'support@bidhaul.co.uk', demo: true });
  container.bind(SignInPresenterToken).toDynamicValue(() => world.signIn());
  container.bind(SignUpPresenterToken).toDynamicValue(() => world.signUp());
  container.bind(VerifyEmailPresenterToken).toDynamicValue(() => world.verify());
  container.bind(ForgotPasswordPresenterToken).toDynamicValue(() => world.forgot());
  container.bind(ResetPasswordPresenterToken).toDynamicValue(() => world.reset());
  container.bind(WaitingListPresenterToken).toDynamicValue(() => world.waitingList());
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
