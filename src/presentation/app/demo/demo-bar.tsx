import { lazy, Suspense, useEffect, useState } from 'react';
import { usePresenter } from '../container';
import css from './demo-bar.module.css';
import { FeatureLoading } from '../feature-loading';
import { PortalSettings } from '../portal-settings';

/**
 * In demo mode only, every page carries the "Demo mode" chip and the Demo inbox, so nobody takes
 * the demo for the real service (decisions M4, D2). The bar keeps its height from the first paint;
 * its content arrives with the demo backend once the browser is idle, so nothing below it shifts
 * when it appears and no page waits for it.
 */
export function DemoBar() {
  const { demo } = usePresenter(PortalSettings);
  const features = usePresenter(FeatureLoading);
  const [Content] = useState(() =>
    lazy(() => features.ready().then(() => import('./demo-bar-content'))),
  );
  // The bar's content waits for the browser to be idle: the page the visitor asked for first.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!demo) return undefined;
    const id = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(id);
  }, [demo]);
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
