import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_HELPER_TEXT,
  ATTACHMENT_SHARING_NOTE,
  MAX_ATTACHMENTS,
} from '../../../domain/load/attachment-rules';
import type { UploadFile } from '../../../domain/shared/upload';
import { useObjectUrl } from '../../components/upload/use-object-url';
import type { Attachment } from './attachment-list';
import type { CreateJobPresenter } from './create-job.presenter';

/** The load's attachments: pick, check, preview, remove. */
export const AttachmentsField = observer(function AttachmentsField({
  presenter,
}: {
  presenter: CreateJobPresenter;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { attachments } = presenter;
  const { items, error, notice, missingNotice } = attachments;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby="attachments-help"
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
        Attachments (optional)
      </Typography>
      <Typography id="attachments-help" variant="body2" color="text.secondary">
        {ATTACHMENT_HELPER_TEXT} {ATTACHMENT_SHARING_NOTE}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        aria-label="Attachment files"
        data-testid="attachments-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void attachments.add(files);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={!presenter.canAddAttachments}
        sx={{ mt: 1.5 }}
      >
        Add files ({items.length}/{MAX_ATTACHMENTS})
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {notice}
        </Alert>
      )}
      {missingNotice && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {missingNotice}
        </Alert>
      )}
      {items.length > 0 && (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          aria-label="Attached files"
        >
          {items.map((item) => (
            <AttachmentRow
              key={item.id}
              item={item}
              disabled={presenter.busy}
              onRemove={() => attachments.remove(item.id)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
});

function AttachmentRow({
  item,
  disabled,
  onRemove,
}: {
  item: Attachment;
  disabled: boolean;
  onRemove(): void;
}) {
  const { file } = item;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Thumbnail file={file} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatSize(file.size)}
        </Typography>
      </Box>
      <IconButton aria-label={`Remove ${file.name}`} onClick={onRemove} disabled={disabled}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

/** An image's own preview; a PDF icon otherwise. */
function Thumbnail({ file }: { file: UploadFile }) {
  const isImage = file.type.startsWith('image/');
  const url = useObjectUrl(isImage ? file : null);
  return (
    <Avatar
      variant="rounded"
      src={isImage && url ? url : undefined}
      alt={isImage ? `Preview of ${file.name}` : ''}
      sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'error.main' }}
    >
      {!isImage && <PictureAsPdfIcon aria-hidden />}
    </Avatar>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
