import { Suspense, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { usePresenter } from './container';
import { MuiScope } from './mui-scope';
import { activeTabPath, visibleTabs } from './portal-tabs';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScreenFallback } from './screen-fallback';
import { BrandMark } from '../components/brand-mark';
import { LightTabs } from '../components/light-tabs';
import ui from '../styles/ui.module.css';
import css from './portal-shell.module.css';
import { SessionViewModel } from './session.view-model';
import { AUTH_PATHS } from '../../features';

/** The signed-in frame: the header, the tabs that follow the path, and the current screen. */
const PortalShell = observer(function PortalShell() {
  const session = usePresenter(SessionViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(location.pathname, location.search);
  const active = activeTabPath(location.pathname);

  const onSignOut = () => {
    session.signOut();
    void navigate(AUTH_PATHS.signin, { replace: true });
  };

  // Past the header's eight stops straight to the screen; the address keeps no '#main'.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };

  return (
    <MuiScope>
      <div className={css.page}>
        <a href="#main" className={`${ui.primaryFill} ${css.skipLink}`} onClick={skipToContent}>
          Skip to content
        </a>
        <header className={css.header}>
          <div className={css.bar}>
            <RouterLink to="/dashboard" className={css.brand}>
              <BrandMark size={30} />
              <span className={css.brandName}>
                Bidhaul <span className={css.brandTail}>Customer Portal</span>
              </span>
            </RouterLink>
            <RouterLink to="/profile/edit" className={css.profile}>
              <span className={ui.visuallyHidden}>Edit profile: </span>
              <Avatar
                src={session.photoUrl ?? undefined}
                alt=""
                aria-hidden="true"
                className={css.avatar}
              >
                {session.initials}
              </Avatar>
              <span className={css.who}>
                <span className={`${ui.body2} ${css.name}`} data-testid="header-name">
                  {session.displayName}
                </span>
                <span
                  className={`${ui.caption} ${ui.muted} ${css.email}`}
                  data-testid="header-email"
                >
                  {session.email}
                </span>
                <span className={`${ui.visuallyHidden} ${css.nameForReaders}`}>
                  {session.displayName}
                </span>
              </span>
            </RouterLink>
            <Button variant="outlined" size="small" onClick={onSignOut}>
              Sign Out
            </Button>
          </div>
          <nav className={css.sections}>
            <LightTabs
              label="Portal sections"
              value={active}
              wrapOnPhone
              tabs={tabs.map((tab) => ({
                value: tab.path,
                label: tab.label,
                to: tab.path === '/bids' ? `${tab.path}${location.search}` : tab.path,
              }))}
            />
          </nav>
        </header>
        <main id="main" tabIndex={-1} className={css.main}>
          <ScreenErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<ScreenFallback />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </MuiScope>
  );
});

export default PortalShell;
