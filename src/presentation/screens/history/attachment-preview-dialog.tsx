import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { NO_PREVIEW_TEXT } from '../../../domain/load/attachment-preview';
import ui from '../../styles/ui.module.css';
import type { AttachmentItem } from './load-details.presenter';
import css from './attachment-preview-dialog.module.css';

export interface AttachmentPreviewDialogProps {
  readonly title: string;
  readonly item: AttachmentItem;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly downloading: boolean;
  readonly downloadError: string | null;
  onPrevious(): void;
  onNext(): void;
  onDownload(): void;
  onClose(): void;
}

/**
 * 'Attachment Preview (n of total)': previous and next (also the arrow keys), an image for image
 * types (SVG too, always through `<img>`), else 'Preview not available for this file type'; the
 * size in KB and Download. Loaded only when a preview opens.
 */
export default function AttachmentPreviewDialog(props: AttachmentPreviewDialogProps) {
  const { item, hasPrevious, hasNext, onPrevious, onNext } = props;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);

  // Arrow keys page wherever the focus is inside the (modal) dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && hasPrevious) {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight' && hasNext) {
        event.preventDefault();
        onNext();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasPrevious, hasNext, onPrevious, onNext]);

  // A button that disables itself at either end would drop the focus: keep it in the dialog.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (!hasNext && (lost || active === nextRef.current))
      (hasPrevious ? previousRef : downloadRef).current?.focus();
    else if (!hasPrevious && (lost || active === previousRef.current))
      (hasNext ? nextRef : downloadRef).current?.focus();
  }, [hasPrevious, hasNext]);

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="attachment-preview-title"
    >
      <DialogTitle id="attachment-preview-title" className={css.title}>
        {props.title}
      </DialogTitle>
      <IconButton aria-label="Close preview" onClick={props.onClose} className={css.close}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <div className={css.file}>
          <p className={`${ui.body1} ${css.name}`} data-testid="preview-name">
            {item.name}
          </p>
          <p className={`${ui.body2} ${ui.muted}`}>{item.size}</p>
        </div>
        <div className={css.stage}>
          {item.imageUrl ? (
            <img src={item.imageUrl} alt={`Preview of ${item.name}`} className={css.image} />
          ) : (
            <div className={css.noPreview}>
              <InsertDriveFileOutlined className={css.noPreviewIcon} aria-hidden="true" />
              <p className={ui.body1}>{NO_PREVIEW_TEXT}</p>
            </div>
          )}
        </div>
        {props.downloadError && (
          <Alert severity="error" className={css.alert}>
            {props.downloadError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions disableSpacing className={css.actions}>
        <Button
          ref={previousRef}
          startIcon={<ChevronLeft />}
          onClick={onPrevious}
          disabled={!hasPrevious}
        >
          Previous
        </Button>
        <Button
          ref={nextRef}
          endIcon={<ChevronRight />}
          onClick={onNext}
          disabled={!hasNext}
          className={css.next}
        >
          Next
        </Button>
        <Button
          ref={downloadRef}
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={props.onDownload}
          disabled={props.downloading}
          aria-label={`Download ${item.name}`}
        >
          {props.downloading ? 'Downloading…' : 'Download'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
