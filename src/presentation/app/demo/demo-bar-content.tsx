import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../container';
import ui from '../../styles/ui.module.css';
import css from './demo-bar-content.module.css';
import { DemoInboxPresenter } from './demo-inbox.presenter';

const DemoInboxDrawer = lazy(() => import('./demo-inbox-drawer'));

/** The demo bar's chip and Demo inbox button, once the demo backend has arrived. */
const DemoBarContent = observer(function DemoBarContent() {
  const presenter = usePresenter(DemoInboxPresenter);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <span className={`${ui.chip} ${ui.chipOutlined} ${css.chip}`}>Demo mode</span>
      <button
        type="button"
        className={`${ui.button} ${css.inbox}`}
        onClick={() => {
          setEverOpened(true);
          presenter.toggle(true);
        }}
        aria-haspopup="dialog"
        aria-label="Demo inbox"
      >
        <span className={css.envelope}>
          <span aria-hidden="true">✉</span>
          {presenter.unread > 0 && <span className={css.dot} />}
        </span>
        Demo inbox
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <DemoInboxDrawer presenter={presenter} />
        </Suspense>
      )}
    </>
  );
});

export default DemoBarContent;
