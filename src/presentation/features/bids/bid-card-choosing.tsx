import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Bid } from '../../../domain/bid/bid';
import type { BidComparison } from './bid-comparison';
import type { BidPriceLabel } from './bid-price-label';

const ICONS = {
  below: TrendingDownIcon,
  within: TrendingFlatIcon,
  above: TrendingUpIcon,
} as const;

/**
 * The bid's price check: 'Below your usual · £24 under', a disclosure button that shows what it
 * rests on ('From 7 of your past jobs like this: £180–£240'); screen readers hear that as the
 * button's description, open or not. The text keeps the page's colour; the icon carries the hue.
 */
export function BidPriceTag({ label }: { label: BidPriceLabel }) {
  const [open, setOpen] = useState(false);
  const basisId = useId();
  const Icon = ICONS[label.kind];
  return (
    <Box sx={{ mt: 0.75 }} data-testid="bid-price-check" data-verdict={label.kind}>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-expanded={open}
        aria-controls={basisId}
        aria-describedby={basisId}
        onClick={() => setOpen((was) => !was)}
        startIcon={<Icon aria-hidden sx={{ color: toneOf(label.kind) }} />}
        endIcon={
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ fontWeight: 600, borderColor: 'divider', py: 0.25, textAlign: 'left' }}
      >
        {/* One span, so that a narrow card wraps it as text, not as separate boxes. */}
        <span>
          {label.label}
          {label.difference && (
            <>
              <Box component="span" aria-hidden sx={{ px: 0.75, color: 'text.secondary' }}>
                ·
              </Box>
              <Box component="span" sx={visuallyHidden}>
                ,{' '}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {label.difference}
              </Box>
            </>
          )}
        </span>
      </Button>
      <Typography
        id={basisId}
        variant="body2"
        color="text.secondary"
        hidden={!open}
        sx={{ mt: 0.5 }}
        data-testid="bid-price-basis"
      >
        {label.basis}
      </Typography>
    </Box>
  );
}

function toneOf(kind: BidPriceLabel['kind']): string {
  if (kind === 'below') return 'success.main';
  if (kind === 'above') return 'warning.main';
  return 'info.main';
}

/**
 * Ticks an open bid for the side-by-side comparison; a fifth tick is refused by the presenter. A
 * native checkbox in the theme's colour: MUI's would add its switch machinery to the screen's
 * first download for one box.
 */
export const CompareCheckbox = observer(function CompareCheckbox({
  bid,
  comparison,
}: {
  bid: Bid;
  comparison: BidComparison;
}) {
  if (!comparison.canChoose(bid)) return null;
  return (
    <Box
      component="label"
      sx={{
        mr: 'auto',
        // On a phone the tick has its own line, and Reject and Accept stay together below it.
        flexBasis: { xs: '100%', sm: 'auto' },
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        pr: 1,
        cursor: 'pointer',
        typography: 'body2',
        fontWeight: 550,
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={comparison.isChosen(bid)}
        onChange={() => comparison.toggle(bid)}
        sx={{ m: 0, width: 18, height: 18, accentColor: (theme) => theme.palette.primary.main }}
      />
      Compare
      <Box component="span" sx={visuallyHidden}>
        {' '}
        bid from {bid.bidder.name}
      </Box>
    </Box>
  );
});
