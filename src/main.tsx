import 'reflect-metadata';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from './infrastructure/config/app-config';
import { createAppContainer } from './di/app-container';
import { FeatureLoaderToken, SessionViewModelToken } from './di/tokens';
import { App } from './presentation/app/app';
import { createRoutes, warmRoute } from './presentation/app/app-routes';
import { createScreens } from './presentation/app/screens';
import { StartupError } from './presentation/app/startup-error';

const root = createRoot(document.getElementById('root') as HTMLElement);
const result = readConfig(import.meta.env);

if (!result.ok) {
  root.render(<StartupError problems={result.problems} />);
} else {
  // The first render does not wait for the mode's adapters: screens wait for what they use.
  const container = createAppContainer(result.config);
  if (result.config.mode === 'demo') void import('./di/demo-test-hooks').then((hooks) => hooks.installDemoTestHooks(container));
  const routes = createRoutes(createScreens(container.get(FeatureLoaderToken)));
  const signedIn = container.get(SessionViewModelToken).signedIn;
  // index.html's splash shows until the route's chunks are in (they were preloaded beside the
  // entry); then the first render paints the screen at once, with no fallback in between.
  void warmRoute(routes, window.location.pathname, signedIn).then(() => {
    // A transition renders in slices that yield to the browser, not in one long task (issue 3: TBT).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App container={container} routes={routes} />
        </StrictMode>,
      );
    });
  });
}
