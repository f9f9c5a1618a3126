import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useInjection, useOptionalInjection } from '../../../di/container-context';
import { DemoControlsToken, SignOutToken } from '../../../di/tokens';
import { DemoInboxPresenter } from './demo-inbox.presenter';
import type { DemoControls } from '../../../application/ports/demo-controls.port';

const DemoInboxDrawer = lazy(() => import('./demo-inbox-drawer'));

/** Decisions M4 and D2: the "Demo mode" chip and the Demo inbox, on every page in demo mode only. */
export function DemoBar() {
  const controls = useOptionalInjection(DemoControlsToken);
  return controls ? <DemoBarContent controls={controls} /> : null;
}

const DemoBarContent = observer(function DemoBarContent({ controls }: { controls: DemoControls }) {
  const signOut = useInjection(SignOutToken);
  const [presenter] = useState(() => new DemoInboxPresenter(controls, signOut));
  const [everOpened, setEverOpened] = useState(false);
  return (
    <Box
      component="aside"
      aria-label="Demo mode"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        px: 1.5,
        minHeight: 36,
        bgcolor: (t) => (t.palette.mode === 'light' ? '#fff4e0' : '#2b2110'),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Chip label="Demo mode" size="small" color="secondary" variant="outlined" sx={{ fontWeight: 650, mr: 'auto' }} />
      <Button
        size="small"
        color="secondary"
        onClick={() => {
          setEverOpened(true);
          presenter.toggle(true);
        }}
        aria-haspopup="dialog"
        aria-label="Demo inbox"
      >
        <Badge color="secondary" variant="dot" invisible={presenter.unread === 0} sx={{ mr: 1 }}>
          <span aria-hidden="true">✉</span>
        </Badge>
        Demo inbox
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <DemoInboxDrawer presenter={presenter} controls={controls} />
        </Suspense>
      )}
    </Box>
  );
});
