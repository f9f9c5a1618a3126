import css from './loading-bar.module.css';

/**
 * A thin bar that says something is loading: for as long as it takes, or, given `value`, how much
 * of it is done (0 to 100). It stands in for MUI's LinearProgress, which writes its styles and
 * keyframes by script as a screen starts to load and animates by layout
 * (loading-bar.module.css says why that matters).
 */
export function LoadingBar({
  label,
  labelledBy,
  value,
  className,
}: {
  /** What is loading, for screen readers. */
  readonly label?: string;
  /** Or the id of the text that says it. */
  readonly labelledBy?: string;
  readonly value?: number;
  readonly className?: string;
}) {
  const done = value === undefined ? null : Math.min(100, Math.max(0, value));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={done === null ? undefined : 0}
      aria-valuemax={done === null ? undefined : 100}
      aria-valuenow={done === null ? undefined : Math.round(done)}
      className={className ? `${css.track} ${className}` : css.track}
    >
      {done === null ? (
        <span className={css.bar} />
      ) : (
        <span className={css.fill} style={{ transform: `translateX(${done - 100}%)` }} />
      )}
    </span>
  );
}
