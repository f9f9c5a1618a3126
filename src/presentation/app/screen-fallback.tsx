import { LoadingBar } from '../components/loading-bar';
import css from './screen-fallback.module.css';

/** Shown while a screen's chunk loads; keeps its place so nothing jumps. */
export function ScreenFallback() {
  return (
    <div role="status" aria-label="Loading" className={css.fallback}>
      <LoadingBar label="Loading" />
    </div>
  );
}
