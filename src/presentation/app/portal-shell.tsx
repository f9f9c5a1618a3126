import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { usePresenter } from './container';
import { activeTabPath, visibleTabs } from './portal-tabs';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScreenFallback } from './screen-fallback';
import { BrandMark } from '../components/brand-mark';
import { LightTabs } from '../components/light-tabs';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { SessionViewModelToken } from '../tokens';

/** The signed-in frame: the header, the tabs that follow the path, and the current screen. */
const PortalShell = observer(function PortalShell() {
  const session = usePresenter(SessionViewModelToken);
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(location.pathname, location.search);
  const active = activeTabPath(location.pathname);

  const onSignOut = () => {
    session.signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, sm: 68 } }}>
          <Box
            component={RouterLink}
            to="/dashboard"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <BrandMark size={30} />
            <Typography
              component="span"
              sx={{ fontWeight: 750, fontSize: { xs: '1rem', sm: '1.15rem' } }}
            >
              Bidhaul{' '}
              <Box
                component="span"
                sx={{
                  color: 'text.secondary',
                  fontWeight: 500,
                  display: { xs: 'none', sm: 'inline' },
                }}
              >
                Customer Portal
              </Box>
            </Typography>
          </Box>
          <Box
            component={RouterLink}
            to="/profile/edit"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: 2,
              px: 0.5,
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              Edit profile:{' '}
            </Box>
            <Avatar
              src={session.photoUrl ?? undefined}
              alt=""
              aria-hidden="true"
              sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.95rem' }}
            >
              {session.initials}
            </Avatar>
            <Box sx={{ lineHeight: 1.2 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: 650, display: { xs: 'none', md: 'block' } }}
                data-testid="header-name"
              >
                {session.displayName}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'none', md: 'block' } }}
                data-testid="header-email"
              >
                {session.email}
              </Typography>
              <Box
                component="span"
                sx={{ ...visuallyHidden, display: { xs: 'inline', md: 'none' } }}
              >
                {session.displayName}
              </Box>
            </Box>
          </Box>
          <Button variant="outlined" size="small" onClick={onSignOut}>
            Sign Out
          </Button>
        </Toolbar>
        <Container maxWidth="lg" disableGutters>
          <Box component="nav">
            <LightTabs
              label="Portal sections"
              value={active}
              tabs={tabs.map((tab) => ({
                value: tab.path,
                label: tab.label,
                to: tab.path === '/bids' ? `${tab.path}${location.search}` : tab.path,
              }))}
            />
          </Box>
        </Container>
      </AppBar>
      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
      >
        <ScreenErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Container>
    </Box>
  );
});

export default PortalShell;
