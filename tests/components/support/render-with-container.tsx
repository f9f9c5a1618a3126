import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { Container, type ServiceIdentifier } from 'inversify';
import { ContainerProvider } from '../../../src/di/container-context';
import { createAppTheme } from '../../../src/presentation/app/theme';

export interface Binding<T = unknown> {
  token: ServiceIdentifier<T>;
  value: T;
}

export const bindTo = <T,>(token: ServiceIdentifier<T>, value: T): Binding =>
  ({ token, value });

/** Renders a view with a container holding exactly the given bindings, a router and the theme. */
export function renderWithContainer(
  ui: ReactElement,
  bindings: readonly Binding[],
  { route = '/' } = {},
) {
  const container = new Container();
  for (const { token, value } of bindings) container.bind(token).toConstantValue(value);
  return render(
    <ThemeProvider theme={createAppTheme('light')}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ContainerProvider>
    </ThemeProvider>,
  );
}
