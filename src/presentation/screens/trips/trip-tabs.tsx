import { LightTabs } from '../../components/light-tabs';
import ui from '../../styles/ui.module.css';
import { TRIP_TABS, type TripTab } from './trips.presenter';
import css from './trip-tabs.module.css';

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
    <div className={ui.paper}>
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
            <span className={css.label}>
              {TAB_LABELS[t]}
              <span className={css.count}>{counts[t]}</span>
            </span>
          ),
        }))}
      />
    </div>
  );
}
