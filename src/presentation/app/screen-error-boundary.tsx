import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface Props {
  /** Changing it (another screen) renders the children afresh. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly key: string;
}

/**
 * A crash inside one screen shows a recoverable panel inside the shell, so the header and tabs
 * stay usable instead of the whole page going blank. Moving to another screen, or Try again,
 * renders the screen afresh.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        }
      >
        <AlertTitle>This screen ran into a problem</AlertTitle>
        Nothing you saved is lost. Try again, or pick another tab.
      </Alert>
    );
  }
}
