import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { LightTabs } from '../../components/light-tabs';
import { TRIP_TABS, type TripTab } from './trips.presenter';

const TAB_LABELS: Readonly<Record<TripTab, string>> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

/** The three trip groups as tabs, each with its count. */
export function TripTabs({
  tab,
  counts,
  onTabChange,
}: {
  tab: TripTab;
  counts: Readonly<Record<TripTab, number>>;
  onTabChange(tab: TripTab): void;
}) {
  return (
    <Paper variant="outlined">
      <LightTabs
        label="Trip groups"
        value={tab}
        onChange={onTabChange}
        fullWidth
        tabs={TRIP_TABS.map((t) => ({
          value: t,
          id: `trips-tab-${t}`,
          controls: `trips-panel-${t}`,
          label: (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                // The count goes under the name on a phone, so three tabs fit 360 px.
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0.25, sm: 0.75 },
              }}
            >
              {TAB_LABELS[t]}
              <Box
                component="span"
                sx={{
                  px: 0.9,
                  borderRadius: 5,
                  bgcolor: 'action.selected',
                  fontSize: '0.8rem',
                  fontWeight: 700,
                  lineHeight: 1.6,
                }}
              >
                {counts[t]}
              </Box>
            </Box>
          ),
        }))}
      />
    </Paper>
  );
}
