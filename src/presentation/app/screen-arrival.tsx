import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Arriving at another screen. The app swaps screens inside one document, so the browser keeps the
 * window where it was: a screen opened from a form scrolled down to its submit button showed part
 * way down, and the focus fell to the page's body with the button that had it. So a navigation to
 * another path starts the new screen at the top with the focus on its heading, and Back or Forward
 * puts the window back where that entry was left, as the browser does between pages.
 */
export class ScreenArrival {
  /** Set while an arrived screen's heading is awaited: stops the wait. */
  private stopWaiting: (() => void) | null = null;

  /**
   * Another screen is shown in `screens` (the part of the page the routes draw): its heading takes
   * the focus, now if it is drawn, else once it is.
   */
  arrived(screens: HTMLElement): void {
    this.stopWaiting?.();
    const focused = document.activeElement;
    // The focus is left where the shipper put it outside the screens (the demo bar, a dialog),
    // perhaps while the screen was on its way; and a screen that opens on its own field (the
    // verification code's first box) keeps it.
    if (focused && focused !== document.body && !screens.contains(focused)) return;
    if (focused?.matches('input, select, textarea')) return;
    const heading = document.querySelector<HTMLElement>('h1[tabindex="-1"]');
    if (heading) return focusHeading(heading);
    // Not drawn yet, its code or its data still on the way. Should the shipper move on meanwhile
    // (a key, a click, the focus put somewhere), the heading leaves the focus where they put it.
    const movedOn = ['keydown', 'pointerdown', 'focusin'] as const;
    const stop = () => {
      movedOn.forEach((type) => window.removeEventListener(type, stop, true));
      if (this.stopWaiting === stop) this.stopWaiting = null;
    };
    movedOn.forEach((type) => window.addEventListener(type, stop, true));
    this.stopWaiting = stop;
  }

  /** A screen's heading was drawn. */
  headingShown(heading: HTMLElement): void {
    if (!this.stopWaiting) return;
    this.stopWaiting();
    focusHeading(heading);
  }
}

/** The window's position is the navigation's to choose (the top, or where Back left it). */
function focusHeading(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
}

/** Outside the app (a screen rendered alone in a test) no screen is ever arrived at. */
const ScreenArrivalContext = createContext(new ScreenArrival());

/**
 * The one heading of a screen (its h1). It can take the focus without being a Tab stop, and takes
 * it when the screen is arrived at, or (`focusWhenShown`) whenever it is drawn: a view that
 * replaces another within a screen. The focus ring is left off, since it is not a control.
 */
export function ScreenHeading({
  id,
  className,
  focusWhenShown = false,
  children,
}: {
  id?: string;
  className?: string;
  focusWhenShown?: boolean;
  children: ReactNode;
}) {
  const arrival = useContext(ScreenArrivalContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    arrival.headingShown(element);
    if (focusWhenShown) element.focus();
  }, [arrival, focusWhenShown]);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}

/**
 * Scrolls the window to `y` once the page is tall enough: a screen shown again reads its data
 * afresh, so the rows it had may come a moment after it. Gives up when the shipper scrolls,
 * clicks or types first. Returns what stops the wait.
 */
function scrollOnceTallEnough(y: number): () => void {
  const scrolled = () => {
    window.scrollTo(0, y);
    return window.scrollY >= y - 1;
  };
  if (scrolled()) return () => undefined;
  const userMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    if (scrolled()) stop();
  });
  function stop() {
    observer.disconnect();
    userMoves.forEach((type) => window.removeEventListener(type, stop));
  }
  observer.observe(document.body);
  userMoves.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

const CONTENTS = { display: 'contents' } as const;

/**
 * Puts every screen arrived at at the top, or Back and Forward where their entry was left, and
 * gives the arrived screen's heading the focus. A change of the query alone (History's filters, My
 * Trips' tab) stays on the same screen and moves nothing; so does the first page load, which the
 * browser places itself. The positions are kept for the page's life, by history entry.
 */
export function ArrivalAtScreens({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [arrival] = useState(() => new ScreenArrival());
  const [positions] = useState(() => new Map<string, number>());
  const screens = useRef<HTMLDivElement>(null);
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const stopRestoring = useRef<() => void>(() => undefined);

  useEffect(() => {
    const entry = () => shown.current?.key;
    const remember = () => {
      const key = entry();
      if (key !== undefined) positions.set(key, window.scrollY);
    };
    // The browser places the page itself on a reload, or when it is come back to from another
    // site; within the app, this component does.
    const manual = () => (history.scrollRestoration = 'manual');
    const auto = () => (history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, [positions]);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    if (before === null) return;
    const back = navigationType === NavigationType.Pop;
    const anotherScreen = before.pathname !== location.pathname;
    if (!back && !anotherScreen) return;
    stopRestoring.current();
    stopRestoring.current = scrollOnceTallEnough(back ? (positions.get(location.key) ?? 0) : 0);
    if (anotherScreen && screens.current) arrival.arrived(screens.current);
  }, [location.key, location.pathname, navigationType, arrival, positions]);

  return (
    <ScreenArrivalContext value={arrival}>
      {/* Lays out nothing: it only tells the screens' part of the page. */}
      <div ref={screens} style={CONTENTS}>
        {children}
      </div>
    </ScreenArrivalContext>
  );
}
