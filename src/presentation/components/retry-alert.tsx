import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  message: string;
  onRetry: () => void;
  /** A filled alert for a failure that empties the whole screen; outlined for one part of it. */
  filled?: boolean;
  className?: string;
  /** Styles through Emotion, at a cost on every render: prefer `className`. */
  sx?: SxProps<Theme>;
}

/** A failed read, said in words, with the one action that helps: Try again. */
export function RetryAlert({ message, onRetry, filled = false, className, sx }: Props) {
  return (
    <Alert
      severity="error"
      variant={filled ? 'filled' : 'standard'}
      className={className}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
