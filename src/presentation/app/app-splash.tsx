import { BrandMark } from '../components/brand-mark';

/**
 * The first load's state: the splash index.html paints with the page (its styles live there), kept
 * by the first render until the route's lazy chunks are in, so the page goes from splash to screen
 * with nothing in between. Static on purpose: an endless progress animation here costs the first
 * visit of every portal route 200–450 ms of blocking time in Lighthouse.
 */
export function AppSplash() {
  return (
    <div className="boot" role="status">
      <span className="boot-brand">
        <BrandMark size={32} />
        Bidhaul
      </span>
      <span className="boot-note">Loading the customer portal…</span>
    </div>
  );
}
