import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { NO_PREVIEW_TEXT } from '../../../domain/load/attachment-preview';
import type { AttachmentItem } from './load-details.presenter';

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
      <DialogTitle id="attachment-preview-title" sx={{ pr: 7 }}>
        {props.title}
      </DialogTitle>
      <IconButton
        aria-label="Close preview"
        onClick={props.onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="preview-name">
            {item.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.size}
          </Typography>
        </Box>
        <Box
          sx={{
            minHeight: 220,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 2,
          }}
        >
          {item.imageUrl ? (
            <Box
              component="img"
              src={item.imageUrl}
              alt={`Preview of ${item.name}`}
              sx={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', display: 'block' }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <InsertDriveFileOutlined sx={{ fontSize: 48 }} aria-hidden="true" />
              <Typography>{NO_PREVIEW_TEXT}</Typography>
            </Box>
          )}
        </Box>
        {props.downloadError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {props.downloadError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 1.5 }}>
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
          sx={{ mr: 'auto' }}
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
