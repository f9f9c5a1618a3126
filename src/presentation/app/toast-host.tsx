import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from './container';
import { ToastStore } from './toast.store';

const ToastView = lazy(() => import('./toast-view'));

/** Toasts. Their MUI parts download with the first toast, not with every page. */
export const ToastHost = observer(function ToastHost() {
  const toasts = usePresenter(ToastStore);
  return toasts.used ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
});
