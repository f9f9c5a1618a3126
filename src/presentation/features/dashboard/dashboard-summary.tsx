import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';

/** The greeting at the top of the dashboard. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <Box
      sx={(theme) => ({
        borderRadius: 3,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3.5 },
        ...(theme.palette.mode === 'light'
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              backgroundImage:
                'linear-gradient(120deg, rgba(255,255,255,0.10), rgba(255,255,255,0) 60%)',
            }
          : {
              bgcolor: alpha(theme.palette.primary.main, 0.14),
              color: 'text.primary',
              border: 1,
              borderColor: alpha(theme.palette.primary.main, 0.45),
            }),
      })}
    >
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Welcome back, {firstName}!
      </Typography>
      <Typography sx={{ mt: 0.75, opacity: 0.92 }}>Here is where your jobs stand today.</Typography>
    </Box>
  );
}

/** One figure of the job summary (Active Jobs, Completed), a placeholder until it arrives. */
export function StatCard(props: {
  label: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  tone: 'primary' | 'success';
}) {
  return (
    <Card>
      <CardContent
        sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
      >
        <Avatar
          aria-hidden="true"
          sx={{
            bgcolor: `${props.tone}.main`,
            color: 'background.paper',
            display: { xs: 'none', sm: 'flex' },
          }}
        >
          {props.icon}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h2"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {props.label}
          </Typography>
          {props.loading ? (
            <Box role="status">
              <Skeleton aria-hidden="true" width={48} height={40} />
              <Box component="span" sx={visuallyHidden}>
                Loading
              </Box>
            </Box>
          ) : (
            <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 }}>
              {props.value ?? '—'}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
