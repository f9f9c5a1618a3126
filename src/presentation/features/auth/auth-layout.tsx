import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../components/brand-mark';

/** The frame every auth view sits in: the brand (a link home) and one card. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: 'calc(100vh - 36px)',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        aria-label="Bidhaul home"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.primary',
          textDecoration: 'none',
          mb: 3,
        }}
      >
        <BrandMark size={34} />
        <Typography component="span" sx={{ fontWeight: 750, fontSize: '1.25rem' }}>
          Bidhaul
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: wide ? 640 : 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
