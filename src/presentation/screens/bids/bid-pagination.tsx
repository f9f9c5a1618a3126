import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import type { BidListing } from './bid-listing';
import css from './bid-pagination.module.css';

/** Previous, a window of 5 page numbers, Next; hidden when there is one page. */
export const BidPagination = observer(function BidPagination({ listing }: { listing: BidListing }) {
  const pages = listing.pageNumbers;
  if (pages.length === 0) return null;
  const { currentPage, lastPage } = listing.currentPage.meta;
  return (
    <nav aria-label="Bid pages" className={css.pages}>
      <Button
        size="small"
        variant="outlined"
        disabled={currentPage <= 1}
        onClick={() => listing.goToPage(currentPage - 1)}
      >
        Previous
      </Button>
      {pages.map((page) => (
        <Button
          key={page}
          size="small"
          variant={page === currentPage ? 'contained' : 'outlined'}
          aria-current={page === currentPage ? 'page' : undefined}
          aria-label={`Page ${page}`}
          onClick={() => listing.goToPage(page)}
          className={css.page}
        >
          {page}
        </Button>
      ))}
      <Button
        size="small"
        variant="outlined"
        disabled={currentPage >= lastPage}
        onClick={() => listing.goToPage(currentPage + 1)}
      >
        Next
      </Button>
    </nav>
  );
});
