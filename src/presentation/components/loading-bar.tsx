import css from './loading-bar.module.css';

/**
 * A thin bar that says something is loading, for as long as it takes (an indeterminate progress
 * bar). It stands in for MUI's LinearProgress, which writes its styles and keyframes by script as
 * a screen starts to load and animates by layout (loading-bar.module.css says why that matters).
 */
export function LoadingBar({
  label,
  className,
}: {
  /** What is loading, for screen readers. */
  readonly label?: string;
  readonly className?: string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={className ? `${css.track} ${className}` : css.track}
    >
      <span className={css.bar} />
    </span>
  );
}
