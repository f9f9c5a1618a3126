import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { usePresenter } from '../container';
import { DemoInboxPresenterToken } from '../../tokens';

const DemoInboxDrawer = lazy(() => import('./demo-inbox-drawer'));

/** The demo bar's chip and Demo inbox button, once the demo backend has arrived. */
const DemoBarContent = observer(function DemoBarContent() {
  const presenter = usePresenter(DemoInboxPresenterToken);
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
          <DemoInboxDrawer presenter={presenter} />
        </Suspense>
      )}
    </>
  );
});

export default DemoBarContent;
