import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { Container, type ServiceIdentifier } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import { createAppTheme } from '../../../src/presentation/app/theme';
import type { AddressLookup } from '../../../src/application/ports/address-lookup.port';
import { systemTimers } from '../../../src/infrastructure/platform/system-timers';
import { AddressSearchPresenter } from '../../../src/presentation/components/address-field/address-search.presenter';

export interface Binding<T = unknown> {
  token: ServiceIdentifier<T>;
  /** A new one each time it is asked for, as a presenter is bound. */
  make: () => T;
}

/** One value for every request. */
export const bindTo = <T,>(token: ServiceIdentifier<T>, value: T): Binding<T> => ({
  token,
  make: () => value,
});

/** The address fields' presenter over `lookup`, one per field, as the container gives it. */
export const addressLookup = (lookup: AddressLookup): Binding<AddressSearchPresenter> => ({
  token: AddressSearchPresenter,
  make: () => new AddressSearchPresenter(lookup, systemTimers),
});

/** Renders a view with a container holding exactly the given bindings, a router and the theme. */
export function renderWithContainer(
  ui: ReactElement,
  bindings: readonly Binding[],
  { route = '/' } = {},
) {
  const container = new Container();
  for (const { token, make } of bindings) container.bind(token).toDynamicValue(make);
  return render(
    <ThemeProvider theme={createAppTheme()}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ContainerProvider>
    </ThemeProvider>,
  );
}
