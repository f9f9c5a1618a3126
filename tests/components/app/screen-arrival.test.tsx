import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ArrivalAtScreens, ScreenHeading } from '../../../src/presentation/app/screen-arrival';

/** Where the window is scrolled to; jsdom lays nothing out, so the test keeps it. */
let windowY = 0;

function scrollWindowTo(y: number) {
  windowY = y;
  window.dispatchEvent(new Event('scroll'));
}

function Nav() {
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/loads">Loads</Link>
      <Link to="/trips">Trips</Link>
      <Link to="?tab=ongoing">Ongoing</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </nav>
  );
}

/** When the trips screen's data come: it draws its heading only then. */
let tripsCame: Promise<void>;

function LateScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void tripsCame.then(() => setReady(true));
  }, []);
  return ready ? <ScreenHeading>My Trips</ScreenHeading> : <p>Loading trips…</p>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/loads']}>
      <ArrivalAtScreens>
        <Nav />
        <Routes>
          <Route path="/loads" element={<ScreenHeading>My Loads</ScreenHeading>} />
          <Route path="/trips" element={<LateScreen />} />
        </Routes>
      </ArrivalAtScreens>
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('ArrivalAtScreens', () => {
  let scrolls: number[];
  beforeEach(() => {
    tripsCame = Promise.resolve();
    windowY = 0;
    scrolls = [];
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => windowY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolls.push(y);
      scrollWindowTo(y);
    }));
  });
  afterEach(() => {
    history.scrollRestoration = 'auto';
  });

  it('leaves the first page as the browser placed it, and takes over placing the others', () => {
    renderApp();
    expect(heading()).not.toHaveFocus();
    expect(scrolls).toEqual([]);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('opens another screen at the top with the focus on its heading, once it is drawn', async () => {
    renderApp();
    act(() => scrollWindowTo(900));
    await userEvent.click(screen.getByRole('link', { name: 'Trips' }));
    expect(scrolls).toEqual([0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Trips' })).toHaveFocus();
    // Its heading can take the focus, but is no Tab stop.
    expect(heading()).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus where the shipper put it before the heading was drawn', async () => {
    let come = () => undefined as void;
    tripsCame = new Promise((resolve) => (come = resolve));
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Trips' }));
    expect(screen.getByText('Loading trips…')).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Back' });
    act(() => back.focus());
    await act(async () => come());
    expect(screen.getByRole('heading', { level: 1, name: 'My Trips' })).not.toHaveFocus();
    expect(back).toHaveFocus();
  });

  it('moves nothing when only the query changes: the same screen', async () => {
    renderApp();
    act(() => scrollWindowTo(400));
    const link = screen.getByRole('link', { name: 'Ongoing' });
    await userEvent.click(link);
    expect(scrolls).toEqual([]);
    expect(link).toHaveFocus();
  });

  it('Back puts the window where the screen was left, and focuses its heading', async () => {
    renderApp();
    act(() => scrollWindowTo(640));
    await userEvent.click(screen.getByRole('link', { name: 'Trips' }));
    await screen.findByRole('heading', { level: 1, name: 'My Trips' });
    act(() => scrollWindowTo(120));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrolls).toEqual([0, 640]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Loads' })).toHaveFocus();
  });

  describe('Back to a page still too short for where it was left', () => {
    /** The page's observed size changes; `connected` while the wait goes on. */
    let growth: { connected: boolean; grew: () => void } | null;
    let pageBottom: number;

    beforeEach(async () => {
      growth = null;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            growth = { connected: false, grew: callback };
          }
          observe() {
            if (growth) growth.connected = true;
          }
          disconnect() {
            if (growth) growth.connected = false;
          }
        },
      );
      renderApp();
      act(() => scrollWindowTo(640));
      await userEvent.click(screen.getByRole('link', { name: 'Trips' }));
      await screen.findByRole('heading', { level: 1, name: 'My Trips' });
      // The screen shown again has not got its rows yet: the window gets only as far as 300.
      pageBottom = 300;
      vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
        scrollWindowTo(Math.min(y, pageBottom));
      }));
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(windowY).toBe(300);
    });

    it('gets there once the page has grown', () => {
      pageBottom = 2000;
      act(() => growth?.grew());
      expect(windowY).toBe(640);
      expect(growth?.connected).toBe(false);
    });

    it('gives up when the shipper scrolls first', () => {
      act(() => {
        window.dispatchEvent(new Event('wheel'));
      });
      expect(growth?.connected).toBe(false);
    });
  });
});
