import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { compactPageWindow } from '../../../domain/shared/pagination';

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
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
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
            <Box
              component="li"
              key={`after-${item.after}`}
              aria-hidden="true"
              sx={{ px: 0.5, color: 'text.secondary' }}
            >
              …
            </Box>
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
                sx={{ minWidth: 40 }}
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
      </Box>
    </Box>
  );
}
