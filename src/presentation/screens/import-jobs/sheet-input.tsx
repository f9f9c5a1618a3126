import { useRef, useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ui from '../../styles/ui.module.css';
import type { ImportJobsPresenter } from './import-jobs.presenter';
import css from './import-jobs.screen.module.css';

const UPLOAD_ICON = <UploadFileIcon />;

/** The file, dropped or picked, and the pasted cells. */
export const SheetInput = observer(function SheetInput({
  presenter,
}: {
  presenter: ImportJobsPresenter;
}) {
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void presenter.readFile(file);
  };
  return (
    <section aria-labelledby="import-input-heading" className={`${ui.paper} ${css.input}`}>
      <h2 id="import-input-heading" className={ui.h4}>
        Your jobs
      </h2>
      <div
        className={`${css.drop} ${dragging ? css.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button
          variant="contained"
          startIcon={UPLOAD_ICON}
          onClick={() => fileInput.current?.click()}
        >
          Choose a CSV file
        </Button>
        {/* The button stands for it: a control inside a button would be two in one. */}
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void presenter.readFile(file);
          }}
        />
        <p className={`${ui.body2} ${ui.muted}`}>or drop it here. Up to 200 jobs at a time.</p>
      </div>
      <label htmlFor="import-paste" className={`${ui.body2} ${ui.strong}`}>
        Paste rows
      </label>
      <textarea
        id="import-paste"
        className={css.paste}
        rows={4}
        value={presenter.input.pasted}
        onChange={(event) => presenter.setPasted(event.target.value)}
        aria-describedby="import-paste-help"
      />
      <p id="import-paste-help" className={`${ui.caption} ${ui.muted}`}>
        Copy the cells from Excel or Google Sheets, with or without the header row.
      </p>
      <div>
        <Button
          variant="outlined"
          disabled={presenter.input.pasted.trim() === '' || presenter.input.reading}
          onClick={() => void presenter.readPasted()}
        >
          Import pasted rows
        </Button>
      </div>
      {presenter.input.inputError && (
        <Alert severity="error" role="alert">
          {presenter.input.inputError}
        </Alert>
      )}
    </section>
  );
});
