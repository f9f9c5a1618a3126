import type { StopLabel } from '../../../domain/load/route-label';
import { Hint } from '../hint';
import ui from '../../styles/ui.module.css';
import css from './route-line.module.css';

/**
 * A stop as the lists name it ('Leeds LS9', or the address cut short). When the label leaves
 * something out, the full address shows on hover and on keyboard focus, and screen readers get it
 * as the description.
 */
export function StopText({ stop }: { stop: StopLabel }) {
  if (!stop.shortened) return <span>{stop.full}</span>;
  return (
    <Hint text={stop.full} describeChild>
      <span tabIndex={0} className={css.cut}>
        {stop.short}
      </span>
    </Hint>
  );
}

/**
 * 'Leeds LS9 → Birmingham B1'. The arrow is drawn for the eye and read as 'to'. `className`
 * replaces the default body2 text.
 */
export function RouteLine({
  pickup,
  delivery,
  className,
}: {
  pickup: StopLabel;
  delivery: StopLabel;
  className?: string;
}) {
  return (
    <p className={className ?? ui.body2} data-testid="route">
      <StopText stop={pickup} />
      <span aria-hidden="true" className={css.arrow}>
        →
      </span>
      <span className={ui.visuallyHidden}>{' to '}</span>
      <StopText stop={delivery} />
    </p>
  );
}
