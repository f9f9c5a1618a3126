import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdatesOutlined';

const TIPS = [
  'Compare the price with the bidder’s rating and number of reviews, not the price alone.',
  'Read the bidder’s note for timing, crew and equipment.',
  'Check the vehicle suits your load’s weight and size.',
  'Accepting a bid assigns the job and declines the other open bids. It cannot be undone.',
] as const;

/** What to weigh before choosing a bid. */
export function SelectionTips() {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="bid-tips-title"
      sx={{ p: 2, bgcolor: 'action.hover', borderStyle: 'dashed' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <TipsAndUpdatesIcon color="secondary" aria-hidden />
        <Typography id="bid-tips-title" component="h2" variant="h4">
          Tips for Selecting Bids
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {TIPS.map((tip) => (
          <Typography key={tip} component="li" variant="body2">
            {tip}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
