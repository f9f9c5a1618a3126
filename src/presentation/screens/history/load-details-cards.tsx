import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import ui from '../../styles/ui.module.css';
import type { AttachmentItem } from './load-details.presenter';
import type { DetailField, LoadDetailsView, TimelineStep } from './load-details.view-model';
import css from './load-details-cards.module.css';

/** A titled card of Load Details; its title is an h2 under the screen's h1. */
export function DetailsCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${ui.paper} ${css.card}`} aria-label={title}>
      <h2 className={`${ui.h4} ${css.cardTitle}`}>
        <span aria-hidden="true" className={css.cardIcon}>
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Labelled values as a description list. */
export function FieldList({ fields }: { fields: readonly DetailField[] }) {
  return (
    <dl className={css.fields}>
      {fields.map((field) => (
        <div key={field.label} className={css.field}>
          <dt className={`${ui.body2} ${ui.muted} ${css.fieldLabel}`}>{field.label}</dt>
          <dd className={`${ui.body2} ${css.fieldValue}`}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PIN_ICONS = {
  pickup: <PlaceOutlined className={`${css.pin} ${css.pickup}`} aria-hidden="true" />,
  delivery: <PlaceOutlined className={`${css.pin} ${css.delivery}`} aria-hidden="true" />,
};

export function RouteDetails({ route }: { route: LoadDetailsView['route'] }) {
  const stops = [
    { key: 'pickup', title: 'Pickup', ...route.pickup },
    { key: 'delivery', title: 'Delivery', ...route.delivery },
  ] as const;
  return (
    <ol className={`${ui.plainList} ${css.stops}`}>
      {stops.map((stop) => (
        <li key={stop.key} className={css.stop}>
          {PIN_ICONS[stop.key]}
          <div className={css.shrink}>
            <p className={`${ui.body2} ${ui.muted} ${css.semibold}`}>
              {stop.title}
              {stop.label ? ` · ${stop.label}` : ''}
            </p>
            <p className={`${ui.body1} ${css.address}`}>{stop.address}</p>
            <p className={`${ui.body2} ${ui.muted}`}>{stop.when}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const STEP_ICONS = {
  cancelled: <CancelOutlined fontSize="small" />,
  moving: <LocalShippingOutlined fontSize="small" />,
  done: <CheckCircleOutline fontSize="small" />,
  ahead: <RadioButtonUnchecked fontSize="small" />,
};

/** Shapes, not only colours, tell the steps apart: done, still ahead, moving, cancelled. */
function stepLook(step: TimelineStep): keyof typeof STEP_ICONS {
  if (step.key === 'cancelled') return 'cancelled';
  if (step.key === 'in_progress') return 'moving';
  return step.done ? 'done' : 'ahead';
}

/** The timeline: pickup, delivery, then Completed, In Progress or Cancelled (with its reason). */
export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className={ui.plainList}>
      {steps.map((step, i) => {
        const look = stepLook(step);
        return (
          <li key={step.key} className={css.step} data-testid={`timeline-${step.key}`}>
            <div className={css.rail}>
              <div aria-hidden="true" className={`${css.stepIcon} ${css[look]}`}>
                {STEP_ICONS[look]}
              </div>
              {i < steps.length - 1 && <div className={css.connector} />}
            </div>
            <div className={css.stepText}>
              <p className={`${ui.body1} ${css.stepTitle}`}>{step.title}</p>
              <p className={`${ui.body2} ${ui.muted} ${css.anywhere}`}>
                {step.key === 'cancelled' ? `Reason: ${step.detail}` : step.detail}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export interface AttachmentListProps {
  readonly items: readonly AttachmentItem[];
  readonly downloadError: string | null;
  isDownloading(item: AttachmentItem): boolean;
  onPreview(index: number): void;
  onDownload(item: AttachmentItem): void;
}

const IMAGE_ICON = <ImageOutlined />;
const FILE_ICON = <InsertDriveFileOutlined />;
const PREVIEW_ICON = <VisibilityOutlined />;
const DOWNLOAD_ICON = <DownloadOutlined />;

/** The load's attachments, each with Preview and Download. */
export function AttachmentList({
  items,
  downloadError,
  isDownloading,
  onPreview,
  onDownload,
}: AttachmentListProps) {
  if (items.length === 0)
    return <p className={`${ui.body1} ${ui.muted}`}>No attachments for this job.</p>;
  return (
    <>
      <ul className={`${ui.plainList} ${css.attachments}`}>
        {items.map((item, index) => (
          <li key={String(item.attachment.id)} className={css.attachment}>
            <div aria-hidden="true" className={css.fileIcon}>
              {item.imageUrl ? IMAGE_ICON : FILE_ICON}
            </div>
            <div className={css.fileText}>
              <p className={`${ui.body2} ${css.fieldValue}`}>{item.name}</p>
              <span className={`${ui.caption} ${ui.muted}`}>{item.size}</span>
            </div>
            <div className={css.fileActions}>
              <Button
                size="small"
                startIcon={PREVIEW_ICON}
                onClick={() => onPreview(index)}
                aria-label={`Preview ${item.name}`}
              >
                Preview
              </Button>
              <Button
                size="small"
                startIcon={DOWNLOAD_ICON}
                onClick={() => onDownload(item)}
                disabled={isDownloading(item)}
                aria-label={`Download ${item.name}`}
              >
                Download
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {downloadError && (
        <Alert severity="error" className={css.alert}>
          {downloadError}
        </Alert>
      )}
    </>
  );
}
