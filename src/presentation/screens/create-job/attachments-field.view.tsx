import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
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
import ui from '../../styles/ui.module.css';
import css from './attachments-field.module.css';

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
    <fieldset className={css.fieldset} aria-describedby="attachments-help">
      <legend className={css.legend}>Attachments (optional)</legend>
      <p id="attachments-help" className={`${ui.body2} ${ui.muted}`}>
        {ATTACHMENT_HELPER_TEXT} {ATTACHMENT_SHARING_NOTE}
      </p>
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
        startIcon={ATTACH_ICON}
        onClick={() => input.current?.click()}
        disabled={!presenter.canAddAttachments}
        className={css.below}
      >
        Add files ({items.length}/{MAX_ATTACHMENTS})
      </Button>
      {error && (
        <Alert severity="error" className={css.below}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="warning" className={css.below}>
          {notice}
        </Alert>
      )}
      {missingNotice && (
        <Alert severity="warning" className={css.below}>
          {missingNotice}
        </Alert>
      )}
      {items.length > 0 && (
        <ul className={`${ui.plainList} ${css.list}`} aria-label="Attached files">
          {items.map((item) => (
            <AttachmentRow
              key={item.id}
              item={item}
              disabled={presenter.publishing.command.pending}
              onRemove={() => attachments.remove(item.id)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
});

const ATTACH_ICON = <AttachFileIcon />;
const PDF_ICON = <PictureAsPdfIcon aria-hidden />;
const CLOSE_ICON = <CloseIcon />;

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
    <li className={css.row}>
      <Thumbnail file={file} />
      <div className={css.file}>
        <p className={`${ui.body2} ${css.name}`}>{file.name}</p>
        <span className={`${ui.caption} ${ui.muted}`}>{formatSize(file.size)}</span>
      </div>
      <IconButton aria-label={`Remove ${file.name}`} onClick={onRemove} disabled={disabled}>
        {CLOSE_ICON}
      </IconButton>
    </li>
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
      className={css.thumbnail}
    >
      {!isImage && PDF_ICON}
    </Avatar>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
