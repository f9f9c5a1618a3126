import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../domain/shared/date-time';
import type { DemoInboxPresenter } from './demo-inbox.presenter';

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
    <Drawer
      anchor="right"
      open={presenter.open}
      onClose={() => presenter.toggle(false)}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 420 } },
          role: 'dialog',
          'aria-label': 'Demo inbox',
        },
      }}
    >
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h3" sx={{ mr: 'auto' }}>
          Demo inbox
        </Typography>
        <Button onClick={() => presenter.toggle(false)}>Close</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        E-mails the demo backend would send. Nothing leaves this browser.
      </Typography>
      <Divider />
      {presenter.emails.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          No e-mails yet.
        </Typography>
      ) : (
        <List aria-label="E-mails, newest first" sx={{ flex: 1, overflowY: 'auto' }}>
          {presenter.emails.map((email) => (
            <ListItem key={email.id} divider sx={{ display: 'block' }}>
              <Typography variant="caption" color="text.secondary">
                To {email.to} · {formatInstant(email.sentAt)}
              </Typography>
              <Typography sx={{ fontWeight: 650 }}>{email.subject}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {email.body}
              </Typography>
              {email.link && (
                <Link
                  component={RouterLink}
                  to={email.link.href}
                  onClick={() => presenter.toggle(false)}
                  sx={{ display: 'inline-block', mt: 0.5, fontWeight: 650 }}
                >
                  {email.link.label}
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button color="error" variant="outlined" fullWidth onClick={presenter.resetDemoData}>
          Reset demo data
        </Button>
      </Box>
    </Drawer>
  );
});

export default DemoInboxDrawer;
