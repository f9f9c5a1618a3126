import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { AttachmentItem } from './load-details.presenter';
import type { DetailField, LoadDetailsView, TimelineStep } from './load-details.view-model';

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
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 1.75, sm: 2.25 }, minWidth: 0 }}
      aria-label={title}
    >
      <Typography
        component="h2"
        variant="h4"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{ color: 'primary.main', display: 'inline-flex' }}
        >
          {icon}
        </Box>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Labelled values as a description list. */
export function FieldList({ fields }: { fields: readonly DetailField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {fields.map((field) => (
        <Box key={field.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 0.75, sm: 0 } }}
          >
            {field.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function RouteDetails({ route }: { route: LoadDetailsView['route'] }) {
  const stops = [
    { key: 'pickup', title: 'Pickup', color: 'success.main', ...route.pickup },
    { key: 'delivery', title: 'Delivery', color: 'error.main', ...route.delivery },
  ];
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
      {stops.map((stop) => (
        <Box component="li" key={stop.key} sx={{ display: 'flex', gap: 1.25 }}>
          <PlaceOutlined sx={{ color: stop.color, mt: 0.25 }} aria-hidden="true" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {stop.title}
              {stop.label ? ` · ${stop.label}` : ''}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {stop.address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {stop.when}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Shapes, not only colours, tell the steps apart: done, still ahead, moving, cancelled. */
function stepIcon(step: TimelineStep): ReactNode {
  if (step.key === 'cancelled') return <CancelOutlined fontSize="small" />;
  if (step.key === 'in_progress') return <LocalShippingOutlined fontSize="small" />;
  return step.done ? (
    <CheckCircleOutline fontSize="small" />
  ) : (
    <RadioButtonUnchecked fontSize="small" />
  );
}

/** The timeline: pickup, delivery, then Completed, In Progress or Cancelled (with its reason). */
export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step.key}
          sx={{ display: 'flex', gap: 1.5 }}
          data-testid={`timeline-${step.key}`}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Box
              aria-hidden="true"
              sx={{
                display: 'flex',
                color:
                  step.key === 'cancelled'
                    ? 'error.main'
                    : step.key === 'in_progress'
                      ? 'info.main'
                      : step.done
                        ? 'success.main'
                        : 'text.secondary',
              }}
            >
              {stepIcon(step)}
            </Box>
            {i < steps.length - 1 && (
              <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5, minHeight: 16 }} />
            )}
          </Box>
          <Box sx={{ pb: 1.5, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 650 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {step.key === 'cancelled' ? `Reason: ${step.detail}` : step.detail}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export interface AttachmentListProps {
  readonly items: readonly AttachmentItem[];
  readonly downloadError: string | null;
  isDownloading(item: AttachmentItem): boolean;
  onPreview(index: number): void;
  onDownload(item: AttachmentItem): void;
}

/** The load's attachments, each with Preview and Download. */
export function AttachmentList({
  items,
  downloadError,
  isDownloading,
  onPreview,
  onDownload,
}: AttachmentListProps) {
  if (items.length === 0)
    return <Typography color="text.secondary">No attachments for this load.</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={String(item.attachment.id)}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box aria-hidden="true" sx={{ display: 'flex', color: 'text.secondary' }}>
              {item.imageUrl ? <ImageOutlined /> : <InsertDriveFileOutlined />}
            </Box>
            <Box sx={{ minWidth: 0, flex: '1 1 8rem' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {item.size}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
              <Button
                size="small"
                startIcon={<VisibilityOutlined />}
                onClick={() => onPreview(index)}
                aria-label={`Preview ${item.name}`}
              >
                Preview
              </Button>
              <Button
                size="small"
                startIcon={<DownloadOutlined />}
                onClick={() => onDownload(item)}
                disabled={isDownloading(item)}
                aria-label={`Download ${item.name}`}
              >
                Download
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {downloadError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {downloadError}
        </Alert>
      )}
    </>
  );
}
