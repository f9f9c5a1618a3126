import { lazy, Suspense, useState } from 'react';
import { usePresenter } from '../container';
import css from './demo-bar.module.css';
import { FeatureLoading } from '../feature-loading';
import { PortalSettings } from '../portal-settings';
import { useIdleAfterPaint } from '../after-first-paint';

/**
 * In demo mode only, every page carries the "Demo mode" chip, so nobody takes the demo for the
 * real service, and the Demo inbox, where the e-mails the demo sends (codes, reset links) are read
 * on whatever page needs them. The bar keeps its height from the first paint; its content arrives
 * with the demo backend once the page has painted and the browser is idle, so nothing below it
 * shifts when it appears and no page waits for it.
 */
export function DemoBar() {
  const { demo } = usePresenter(PortalSettings);
  const features = usePresenter(FeatureLoading);
  const [Content] = useState(() =>
    lazy(() => features.ready().then(() => import('./demo-bar-content'))),
  );
  // The bar's content waits until the page the visitor asked for has painted and the browser is
  // idle: the demo backend it brings must not share the network with that page's own files.
  const idle = useIdleAfterPaint(demo);
  if (!demo) return null;
  return (
    <aside aria-label="Demo mode" className={css.bar}>
      {idle && (
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      )}
    </aside>
  );
}
