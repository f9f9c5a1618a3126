import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import css from './light-tabs.module.css';

/*
 * Tabs without MUI's Tabs. MUI's slides an indicator under the selected tab, and to place it,
 * measures the tabs after every render of the list: each measure forces the browser to lay out
 * the whole page in the middle of React's work. On a mid-range phone the Select a Bid screen,
 * with two tab lists re-rendering as its data arrives, stayed unresponsive for a noticeable
 * time because of it. Here the selected tab is underlined in CSS and nothing is measured.
 *
 * The roles and keys are those of a WAI-ARIA tab list: one tab in the Tab order (the selected
 * one), the arrow keys move to the previous or next tab and wrap, Home and End to the first and
 * last. Moving does not select: Enter or Space (or a click) does.
 */

export interface LightTab<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  /** The tab's element id, for a panel's aria-labelledby. */
  readonly id?: string;
  /** The panel the tab shows (aria-controls). */
  readonly controls?: string;
  /** Makes the tab a link to this path: a list of page sections rather than of panels. */
  readonly to?: string;
}

interface LightTabsProps<V extends string> {
  /** The selected tab's value; none is selected when no tab has it. */
  readonly value: V | false;
  readonly tabs: readonly LightTab<V>[];
  /** The tab list's accessible name. */
  readonly label: string;
  /** Called when a tab without a link is chosen. */
  onChange?(value: V): void;
  /** Tabs share the width equally; otherwise they keep their size and the row scrolls. */
  readonly fullWidth?: boolean;
  /** On a phone the tabs wrap into rows of three, so that none is hidden off the side. */
  readonly wrapOnPhone?: boolean;
}

export function LightTabs<V extends string>({
  value,
  tabs,
  label,
  onChange,
  fullWidth = false,
  wrapOnPhone = false,
}: LightTabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const selected = tabs.findIndex((tab) => tab.value === value);
  // With none selected, the first tab is the one the Tab key reaches.
  const focusable = Math.max(0, selected);

  // A row wider than the screen shows the selected tab: measured only when the selection changes.
  useEffect(() => {
    const row = list.current;
    const tab = row?.children[selected];
    if (fullWidth || !row || !(tab instanceof HTMLElement)) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start - (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selected, fullWidth]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const current = items.findIndex((item) => item === document.activeElement);
    if (current < 0) return;
    const target = keyTarget(event.key, current, items.length);
    if (target === null) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <div
      ref={list}
      className={wrapOnPhone ? `${css.row} ${css.wrapOnPhone}` : css.row}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => {
        const common = {
          role: 'tab',
          id: tab.id,
          'aria-controls': tab.controls,
          'aria-selected': index === selected,
          tabIndex: index === focusable ? 0 : -1,
          className: fullWidth ? `${css.tab} ${css.fullWidth}` : css.tab,
        };
        return tab.to === undefined ? (
          <button
            key={tab.value}
            type="button"
            {...common}
            onClick={() => {
              if (index !== selected) onChange?.(tab.value);
            }}
          >
            {tab.label}
          </button>
        ) : (
          <RouterLink key={tab.value} to={tab.to} {...common}>
            {tab.label}
          </RouterLink>
        );
      })}
    </div>
  );
}

/** The tab an arrow, Home or End key moves to from `current`, or null for any other key. */
function keyTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
