import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactNode } from 'react';
import type { LoadMode } from '../../../domain/load/new-load';

/** The chooser's texts, word for word as the spec gives them (spec §2.7). */
export const CHOOSER_NOTICE =
  'Jobs cannot be edited once published; details can be reviewed before final confirmation.';
export const AUTO_MODE_POINTS = [
  'Quick 2-minute setup',
  'AI route optimisation',
  'Automatic driver matching',
  'Smart pricing suggestions',
] as const;
export const MANUAL_MODE_POINTS = [
  'Custom pickup and delivery details',
  'Choose a specific vehicle type',
  'Review and select bids',
  'Detailed load specifications',
] as const;

export interface ModeChooserProps {
  onChoose(mode: LoadMode): void;
}

/** The notice and the two modes; choosing one opens its form. */
export function ModeChooser({ onChoose }: ModeChooserProps) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h1">
          Create Job
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Choose how you would like to set up your delivery.
        </Typography>
      </Box>
      <Alert severity="info">{CHOOSER_NOTICE}</Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ModeCard
          headingId="auto-mode-heading"
          icon={<AutoAwesomeIcon color="primary" />}
          title="Auto Mode"
          badge={<Chip label="Recommended" color="primary" size="small" />}
          points={AUTO_MODE_POINTS}
          action="Use Auto Mode"
          onChoose={() => onChoose('auto')}
          highlighted
        />
        <ModeCard
          headingId="manual-mode-heading"
          icon={<TuneIcon color="secondary" />}
          title="Manual Load Mode"
          points={MANUAL_MODE_POINTS}
          action="Use Manual Mode"
          onChoose={() => onChoose('manual')}
        />
      </Box>
    </Stack>
  );
}

interface ModeCardProps {
  readonly headingId: string;
  readonly icon: ReactNode;
  readonly title: string;
  readonly badge?: ReactNode;
  readonly points: readonly string[];
  readonly action: string;
  readonly highlighted?: boolean;
  onChoose(): void;
}

function ModeCard({
  headingId,
  icon,
  title,
  badge,
  points,
  action,
  highlighted,
  onChoose,
}: ModeCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(highlighted && {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        }),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          {icon}
          <Typography id={headingId} component="h2" variant="h3">
            {title}
          </Typography>
          {badge}
        </Stack>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {points.map((point) => (
            <Box
              component="li"
              key={point}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <CheckCircleOutlineIcon
                fontSize="small"
                color="success"
                aria-hidden
                sx={{ mt: '2px' }}
              />
              <Typography variant="body1">{point}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant={highlighted ? 'contained' : 'outlined'}
          onClick={onChoose}
          fullWidth
          size="large"
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
