import Button from '@mui/material/Button';
import { compactPageWindow } from '../../../domain/shared/pagination';
import ui from '../../styles/ui.module.css';
import css from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  readonly page: number;
  readonly lastPage: number;
  onChange(page: number): void;
  /** The navigation landmark's name, e.g. 'Active loads pages'. */
  readonly label: string;
}

/**
 * Numbered pagination: Previous, the first, last and current pages and the current page's
 * neighbours, with ellipses where pages are skipped, then Next. Renders nothing when there is one
 * page or fewer.
 */
export function Pagination({ page, lastPage, onChange, label }: PaginationProps) {
  const items = compactPageWindow(page, lastPage);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(page, 1), lastPage);
  return (
    <nav aria-label={label}>
      <ul className={`${ui.plainList} ${css.list}`}>
        <li>
          <Button
            size="small"
            variant="outlined"
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            Previous
          </Button>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`after-${item.after}`} aria-hidden="true" className={css.ellipsis}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                size="small"
                variant={item.page === current ? 'contained' : 'text'}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => {
                  if (item.page !== current) onChange(item.page);
                }}
                className={css.page}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            size="small"
            variant="outlined"
            disabled={current >= lastPage}
            onClick={() => onChange(current + 1)}
          >
            Next
          </Button>
        </li>
      </ul>
    </nav>
  );
}
