import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { bidsPathFor } from '../../app/portal-tabs';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

const DOWNLOAD_ICON = <DownloadIcon />;

/** What was published, linked, and the rows not published to download. */
export const ImportSummary = observer(function ImportSummary({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const published = presenter.publishedRows;
  const notPublished = presenter.checks.rows.length - published.length;
  return (
    <section aria-labelledby="import-summary-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-summary-heading" className={ui.h3}>
        {presenter.summaryText}
      </h2>
      {published.length > 0 && (
        <ul className={css.published} aria-label="Published jobs">
          {published.map(({ index, published: { id, loadNo } }) => (
            <li key={index}>
              {id !== null ? (
                <RouterLink to={bidsPathFor(id)} className={css.link}>
                  {loadNo ?? `Job ${id}`}
                </RouterLink>
              ) : (
                `Row ${index + 1}`
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={css.actions}>
        {notPublished > 0 && (
          <Button
            variant="outlined"
            startIcon={DOWNLOAD_ICON}
            onClick={presenter.downloadNotPublished}
          >
            Download rows not published
          </Button>
        )}
        <Button onClick={presenter.startOver}>Import more jobs</Button>
      </div>
    </section>
  );
});
