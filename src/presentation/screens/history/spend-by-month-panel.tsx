import { useId, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import {
  formatMonth,
  type MonthSpend,
  type SpendByMonth,
} from '../../../domain/load/spend-by-month';
import { formatMoney, formatWholeMoney } from '../../../domain/shared/money';
import { formatNumber } from '../../../domain/shared/number-text';
import ui from '../../styles/ui.module.css';
import type { HistoryPresenter } from './history.presenter';
import css from './spend-by-month.module.css';

/**
 * 'Spend by month': what the filtered jobs cost in each of the last 12 months, as bars or, by
 * 'Show as table', as a table of the same figures. Downloaded with History after its first rows.
 * The bars are drawn with plain elements and CSS: a chart library cost more bytes than the whole
 * panel for twelve bars (README, dependencies).
 */
const SpendByMonthPanel = observer(function SpendByMonthPanel({
  presenter,
}: {
  presenter: HistoryPresenter;
}) {
  const headingId = useId();
  const bodyId = useId();
  const spend = presenter.spendByMonth;
  const asTable = presenter.spendAsTable;
  return (
    <section
      aria-labelledby={headingId}
      className={`${ui.paper} ${css.panel} ${asTable ? css.asTable : ''}`}
      data-testid="spend-by-month"
    >
      <div className={css.head}>
        <h2 id={headingId} className={ui.h3}>
          Spend by month
        </h2>
        <Button
          variant="outlined"
          size="small"
          aria-controls={bodyId}
          onClick={presenter.toggleSpendView}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      <p className={`${ui.body2} ${ui.muted}`}>
        {presenter.partial ? 'So far: the rest is still being read' : periodText(spend)}
      </p>
      <div id={bodyId} className={css.body}>
        {spend.mixedCurrencies ? (
          <p className={`${ui.body2} ${css.mixed}`}>
            Jobs are priced in more than one currency, so no month is added up.
          </p>
        ) : asTable ? (
          <SpendTable spend={spend} labelledBy={headingId} />
        ) : (
          <SpendChart spend={spend} />
        )}
      </div>
      {spend.outside.jobs > 0 && !spend.mixedCurrencies && (
        <p className={`${ui.caption} ${ui.muted}`}>
          Not in these months: {jobsText(spend.outside.jobs)} ({money(spend.outside.pence, spend)}),
          dated earlier or not at all.
        </p>
      )}
    </section>
  );
});

/**
 * Twelve bars under a scale. The bars are one list with one stop for the Tab key: arrow keys,
 * Home and End move along the months, and each month says its figures to a screen reader; the
 * month in focus or under the pointer is also written above the bars.
 */
function SpendChart({ spend }: { spend: SpendByMonth }) {
  const { months } = spend;
  const [chosen, setActive] = useState(months.length - 1);
  // The months may fall from 13 to 12 (a booking ahead filtered out): the stop stays on one.
  const active = Math.min(chosen, months.length - 1);
  const shown = months[active];
  const top = niceTop(Math.max(0, ...months.map((m) => m.pence)));
  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    const next = nextIndex(event.key, active, months.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className={css.chart}>
      <p className={`${ui.body2} ${css.readout}`} aria-hidden="true">
        {shown && monthText(shown, spend)}
      </p>
      <div className={css.plot}>
        <div className={css.scale} aria-hidden="true">
          <span>{formatWholeMoney(top / 100, spend.currencySymbol)}</span>
          <span>{formatWholeMoney(top / 200, spend.currencySymbol)}</span>
          <span>{formatWholeMoney(0, spend.currencySymbol)}</span>
        </div>
        <ol
          aria-label={`Spend by month, ${formatMonth(months[0]?.month ?? '')} to ${formatMonth(months.at(-1)?.month ?? '')}`}
          className={`${ui.plainList} ${css.bars}`}
          onKeyDown={move}
        >
          {months.map((month, i) => (
            <li
              key={month.month}
              tabIndex={i === active ? 0 : -1}
              className={css.month}
              onFocus={() => setActive(i)}
              onPointerEnter={() => setActive(i)}
              data-testid="spend-month"
            >
              <span className={ui.visuallyHidden}>{monthText(month, spend)}</span>
              <span className={css.column} aria-hidden="true">
                <span
                  className={css.fill}
                  style={{ height: `${top > 0 ? (month.pence / top) * 100 : 0}%` }}
                />
              </span>
              <span className={css.tick} aria-hidden="true">
                {formatMonth(month.month).split(' ')[0]}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The same figures as a table: 'Month', 'Jobs', 'Spent', and their total. */
function SpendTable({ spend, labelledBy }: { spend: SpendByMonth; labelledBy: string }) {
  return (
    <table aria-labelledby={labelledBy} className={css.table}>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Jobs</th>
          <th scope="col">Spent</th>
        </tr>
      </thead>
      <tbody>
        {spend.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonth(month.month)}</th>
            <td>{formatNumber(month.jobs, 0, 0)}</td>
            <td>{money(month.pence, spend)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatNumber(spend.total.jobs, 0, 0)}</td>
          <td data-testid="spend-total">{money(spend.total.pence, spend)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The keys that move along the bars, and where to. */
function nextIndex(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, from + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The top of the scale: the largest month rounded up to 1, 2, 2.5 or 5 times a power of ten
 * pounds, so its half is a round figure too. In pence; 0 when nothing was spent.
 */
function niceTop(pence: number): number {
  if (pence <= 0) return 0;
  const pounds = pence / 100;
  const power = 10 ** Math.floor(Math.log10(pounds));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= pounds) ?? 10;
  return Math.round(step * power * 100);
}

function money(pence: number, spend: SpendByMonth): string {
  return formatMoney(pence / 100, spend.currencySymbol);
}

function jobsText(count: number): string {
  return `${formatNumber(count, 0, 0)} ${count === 1 ? 'job' : 'jobs'}`;
}

/** 'Sept 2026: £1,234.50 from 3 jobs', or 'Sept 2026: nothing spent'. */
function monthText(month: MonthSpend, spend: SpendByMonth): string {
  const label = formatMonth(month.month);
  if (month.jobs === 0) return `${label}: nothing spent`;
  return `${label}: ${money(month.pence, spend)} from ${jobsText(month.jobs)}`;
}

/** 'Jan 2026 to Dec 2026: £3,456.00 from 21 jobs'. */
function periodText(spend: SpendByMonth): string {
  const first = formatMonth(spend.months[0]?.month ?? '');
  const last = formatMonth(spend.months.at(-1)?.month ?? '');
  if (spend.mixedCurrencies) return `${first} to ${last}`;
  if (spend.total.jobs === 0) return `${first} to ${last}: no accepted bid amounts yet`;
  return `${first} to ${last}: ${money(spend.total.pence, spend)} from ${jobsText(spend.total.jobs)}`;
}

export default SpendByMonthPanel;
