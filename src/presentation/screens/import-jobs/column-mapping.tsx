import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import {
  COLUMN_LABELS,
  IMPORT_COLUMNS,
  type ImportColumn,
} from '../../../domain/load/import/import-columns';
import { NativeSelectField } from '../../components/fields/light-fields';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

const NOT_IMPORTED = '';

const COLUMN_OPTIONS = [
  { value: NOT_IMPORTED, label: 'Not imported' },
  ...IMPORT_COLUMNS.map((column) => ({ value: column, label: COLUMN_LABELS[column] })),
];

function isColumn(value: string): value is ImportColumn {
  return (IMPORT_COLUMNS as readonly string[]).includes(value);
}

/** Each of the sheet's columns, matched by name, with a select to map it otherwise. */
export const ColumnMapping = observer(function ColumnMapping({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const headers = presenter.input.sheet?.headers ?? [];
  return (
    <section aria-labelledby="import-columns-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-columns-heading" className={ui.h4}>
        Columns
      </h2>
      <div className={css.mapping}>
        {headers.map((header, index) => (
          <NativeSelectField
            key={`${index}-${header}`}
            id={`import-column-${index}`}
            label={header || `Column ${index + 1}`}
            value={presenter.input.mapping[index] ?? NOT_IMPORTED}
            options={COLUMN_OPTIONS}
            onChange={(value) => presenter.mapColumn(index, isColumn(value) ? value : null)}
          />
        ))}
      </div>
      {presenter.input.mappingMessage && (
        <Alert severity="warning" role="alert">
          {presenter.input.mappingMessage}
        </Alert>
      )}
    </section>
  );
});
