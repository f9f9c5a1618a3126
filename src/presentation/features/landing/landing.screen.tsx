import Box from '@mui/material/Box';
import { Text } from './landing-text';
import { usePresenter } from '../../app/container';
import { BrandMark } from '../../components/brand-mark';
import { ActionAnchor, ActionLink } from './landing-actions';
import { WaitingListForm } from './waiting-list-form';
import { PortalSettingsToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

const STEPS = [
  {
    title: 'Post your load',
    text: 'Pickup, delivery, timing and what you are sending. Two minutes in Auto Mode.',
  },
  {
    title: 'Get bids',
    text: 'Drivers and courier companies across the UK bid with their price, rating and vehicle.',
  },
  {
    title: 'Pick the best one',
    text: 'Compare bids side by side and accept the one that suits you. Reject the rest.',
  },
  {
    title: 'Follow the trip',
    text: 'See who is coming, when, and where your load is until it is delivered.',
  },
] as const;

const WIDTH = { maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 } } as const;

/**
 * The landing page: what Bidhaul does, how it works, the waiting list, the contact mail link and
 * the copyright footer. It is part of the entry download, so it uses Box, the theme's type styles
 * and the theme-drawn actions and fields only.
 */
export default function LandingScreen() {
  const { supportEmail } = usePresenter(PortalSettingsToken);
  usePageTitle(null);
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{ ...WIDTH, display: 'flex', alignItems: 'center', gap: 1, py: 2 }}
      >
        <BrandMark size={34} />
        <Text component="span" sx={{ fontWeight: 750, fontSize: '1.25rem', mr: 'auto' }}>
          Bidhaul
        </Text>
        <ActionLink to="/login" look={{ variant: 'text' }}>
          Sign in
        </ActionLink>
        <ActionLink
          to="/signup"
          look={{ variant: 'outlined' }}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Create account
        </ActionLink>
      </Box>

      <Box component="main" id="main">
        <Box component="section" sx={{ ...WIDTH, pt: { xs: 4, md: 9 }, pb: { xs: 5, md: 8 } }}>
          <Text
            component="p"
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              mb: 1.5,
            }}
          >
            UK courier marketplace
          </Text>
          <Text
            component="h1"
            sx={{
              fontSize: { xs: '2.1rem', md: '3.25rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: '-0.03em',
              maxWidth: 760,
            }}
          >
            Post a delivery. Get bids from drivers who are already on the road.
          </Text>
          <Text
            sx={{
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              color: 'text.secondary',
              mt: 2.5,
              maxWidth: 640,
            }}
          >
            Bidhaul connects shippers with UK drivers and courier companies. Tell us what needs
            moving, compare real bids, and follow your load from pickup to delivery.
          </Text>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
            <ActionAnchor href="#waitlist" look={{ variant: 'contained', large: true }}>
              Join the beta
            </ActionAnchor>
            <ActionLink to="/signup" look={{ variant: 'outlined', large: true }}>
              Create an account
            </ActionLink>
          </Box>
        </Box>

        <Box
          component="section"
          aria-labelledby="how-title"
          sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
        >
          <Box sx={{ ...WIDTH, py: { xs: 5, md: 8 } }}>
            <Text id="how-title" component="h2" variant="h2" sx={{ mb: 4 }}>
              How it works
            </Text>
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
              }}
            >
              {STEPS.map((step, index) => (
                <Box component="li" key={step.title}>
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 750,
                      mb: 1.5,
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Text component="h3" variant="h3" gutterBottom>
                    {step.title}
                  </Text>
                  <Text color="text.secondary">{step.text}</Text>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Box
          component="section"
          id="waitlist"
          sx={{ ...WIDTH, py: { xs: 5, md: 8 }, scrollMarginTop: 16 }}
        >
          <WaitingListForm />
        </Box>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Box
          sx={{
            ...WIDTH,
            py: 3,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            color: 'text.secondary',
          }}
        >
          <Text variant="body2">
            Questions? Write to{' '}
            <Box
              component="a"
              href={`mailto:${supportEmail}`}
              sx={{ color: 'primary.main', fontWeight: 600 }}
            >
              {supportEmail}
            </Box>
          </Text>
          <Text variant="body2">© {new Date().getFullYear()} Bidhaul. All rights reserved.</Text>
        </Box>
      </Box>
    </Box>
  );
}
