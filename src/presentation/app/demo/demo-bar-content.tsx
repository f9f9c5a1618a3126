import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useInjection } from '../../../di/container-context';
import { DemoControlsToken, SignOutToken } from '../../../di/tokens';
import { DemoInboxPresenter } from './demo-inbox.presenter';

const DemoInboxDrawer = lazy(() => import('./demo-inbox-drawer'));

/** The demo bar's chip and Demo inbox button, once the demo backend has arrived. */
const DemoBarContent = observer(function DemoBarContent() {
  const controls = useInjection(DemoControlsToken);
  const signOut = useInjection(SignOutToken);
  const [presenter] = useState(() => new DemoInboxPresenter(controls, signOut));
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
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
    </>
  );
});

export default DemoBarContent;
