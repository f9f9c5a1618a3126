import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { formatInstant } from '../../../domain/shared/date-time';
import ui from '../../styles/ui.module.css';
import { MuiScope } from '../mui-scope';
import type { DemoInboxPresenter } from './demo-inbox.presenter';
import css from './demo-inbox-drawer.module.css';

/**
 * The Demo inbox panel: every e-mail the demo backend sent, newest first. Bodies render as text,
 * never as HTML.
 */
const DemoInboxDrawer = observer(function DemoInboxDrawer({
  presenter,
}: {
  presenter: DemoInboxPresenter;
}) {
  return (
    <MuiScope>
      <Drawer
        anchor="right"
        open={presenter.open}
        onClose={() => presenter.toggle(false)}
        slotProps={{
          paper: { className: css.paper, role: 'dialog', 'aria-label': 'Demo inbox' },
        }}
      >
        <div className={css.head}>
          <h2 className={`${ui.h3} ${ui.pushEnd}`}>Demo inbox</h2>
          <Button onClick={() => presenter.toggle(false)}>Close</Button>
        </div>
        <p className={`${ui.body2} ${ui.muted} ${css.intro}`}>
          E-mails the demo backend would send. Nothing leaves this browser.
        </p>
        <hr className={ui.divider} />
        {presenter.emails.length === 0 ? (
          <p className={`${ui.body1} ${ui.muted} ${css.empty}`}>No e-mails yet.</p>
        ) : (
          <ul aria-label="E-mails, newest first" className={`${ui.plainList} ${css.list}`}>
            {presenter.emails.map((email) => (
              <li key={email.id} className={css.email}>
                <span className={`${ui.caption} ${ui.muted}`}>
                  To {email.to} · {formatInstant(email.sentAt)}
                </span>
                <p className={`${ui.body1} ${css.subject}`}>{email.subject}</p>
                <p className={`${ui.body2} ${css.body}`}>{email.body}</p>
                {email.link && (
                  <RouterLink
                    to={email.link.href}
                    onClick={() => presenter.toggle(false)}
                    className={`${ui.link} ${css.link}`}
                  >
                    {email.link.label}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        )}
        <hr className={ui.divider} />
        <div className={css.foot}>
          <Button color="error" variant="outlined" fullWidth onClick={presenter.resetDemoData}>
            Reset demo data
          </Button>
        </div>
      </Drawer>
    </MuiScope>
  );
});

export default DemoInboxDrawer;
