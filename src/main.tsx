// Inversify's own polyfill (the lite build): the full one would add a second copy to the entry,
// the one script every page waits for.
import 'reflect-metadata/lite';
// The theme's variables (both colour schemes) and the page's baseline, as static CSS.
import 'virtual:theme.css';
import './presentation/styles/baseline.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from './infrastructure/config/app-config';
import { createAppContainer } from './di/app-container';
import { App } from './presentation/app/app';
import { StartupError } from './presentation/app/startup-error';
import { nextTask } from './lib/next-task';
import { applyAppStylesheet } from './presentation/app/app-stylesheet';
import { AfterFirstPaint } from './presentation/app/after-first-paint';

/**
 * The browser runs the entry's modules (React, the router, Inversify) in one task; the app starts
 * (its container, the first render) in the next, so that neither task is long on a phone.
 */
async function start() {
  // Every screen, the startup error included, shows with the app's styles.
  await applyAppStylesheet();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = readConfig(import.meta.env);
  if (!result.ok) {
    root.render(<StartupError problems={result.problems} />);
    return;
  }
  // The first render does not wait for the mode's adapters: screens wait for what they use.
  const container = createAppContainer(result.config);
  // Demo mode's hooks for the browser tests come after the first screen, never before it.
  const installTestHooks =
    result.config.mode === 'demo'
      ? () =>
          void import('./di/demo-test-hooks').then((hooks) => hooks.installDemoTestHooks(container))
      : null;
  // A transition renders in slices that yield to the browser, not in one long task that would
  // keep the page from answering taps.
  // index.html's splash shows until this first render replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App container={container} />
        {installTestHooks && <AfterFirstPaint run={installTestHooks} />}
      </StrictMode>,
    );
  });
}

void nextTask().then(start);
