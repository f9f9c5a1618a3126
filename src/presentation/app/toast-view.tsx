import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { usePresenter } from './container';
import { TOAST_DURATION_MS } from './toast.store';
import { ToastStoreToken } from '../tokens';

/** Decisions Q22: bottom-left, 4 seconds, every kind. Multi-line messages keep their lines. */
const ToastView = observer(function ToastView() {
  const toasts = usePresenter(ToastStoreToken);
  const toast = toasts.current;
  return (
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
          sx={{ whiteSpace: 'pre-line', maxWidth: 480 }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
});

export default ToastView;
