import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { usePresenter } from './container';
import { MuiScope } from './mui-scope';
import { TOAST_DURATION_MS } from './toast.store';
import css from './toast-view.module.css';
import { ToastStore } from './toast.store';

/**
 * One toast at a time, bottom-left, closing itself after 4 seconds whatever its kind: an error
 * stays no longer than a success. A message of several lines keeps its line breaks.
 */
const ToastView = observer(function ToastView() {
  const toasts = usePresenter(ToastStore);
  const toast = toasts.current;
  return (
    <MuiScope>
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway' && toast) toasts.dismiss(toast.id);
        }}
      >
        {toast ? (
          <Alert
            severity={toast.kind}
            variant="filled"
            onClose={() => toasts.dismiss(toast.id)}
            className={css.toast}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </MuiScope>
  );
});

export default ToastView;
