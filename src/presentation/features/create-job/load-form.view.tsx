import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatInstant } from '../../../domain/shared/date-time';
import { UploadProgress } from '../../components/upload/upload-progress';
import type { CreateJobPresenter } from './create-job.presenter';
import { LoadDetailsCard, PickupDeliveryCard, TimingCard, VehicleCard } from './load-form-cards';
import { CopiedBanner } from './post-again.view';
import { LazyPublishDialog } from './lazy-publish-dialog';
import { UsualPriceLine } from './usual-price.view';

type Props = { readonly presenter: CreateJobPresenter };

/** The load form (titled Manual or Auto Load Creation) and its cards. */
export const LoadForm = observer(function LoadForm({ presenter }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // After the heading's, so that a form opened by a copy puts the focus on the pickup date.
  const { focusTo, focused } = presenter.postAgain;
  useEffect(() => {
    if (!focusTo) return;
    document.getElementById(focusTo)?.focus();
    focused();
  }, [focusTo, focused]);
  const { restoredAt } = presenter.draft;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="load-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.submit();
      }}
    >
      <Stack spacing={3}>
        <Box>
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={presenter.backToOptions}
            disabled={presenter.busy}
            sx={{ ml: -1, mb: 1 }}
          >
            Back to Options
          </Button>
          <Typography
            id="load-form-title"
            ref={heading}
            tabIndex={-1}
            component="h1"
            variant="h1"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {presenter.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Fields marked * are required. Your entries are saved on this device as you type.
          </Typography>
        </Box>
        {restoredAt && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={presenter.startOver}>
                Start over
              </Button>
            }
          >
            We restored the job you had not published yet (saved {formatInstant(restoredAt)}).
          </Alert>
        )}
        <CopiedBanner postAgain={presenter.postAgain} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <PickupDeliveryCard presenter={presenter} />
          <TimingCard presenter={presenter} />
          <LoadDetailsCard presenter={presenter} />
          {presenter.mode === 'manual' && <VehicleCard presenter={presenter} />}
        </Box>
        <UsualPriceLine usualPrice={presenter.usualPrice} />
        <SubmitRow presenter={presenter} />
      </Stack>
      <LazyPublishDialog
        publishing={presenter.publishing}
        manual={presenter.mode === 'manual'}
        onConfirm={() => void presenter.confirmPublish()}
      />
    </Box>
  );
});

const SubmitRow = observer(function SubmitRow({ presenter }: Props) {
  const hint = presenter.submitHint;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
        justifyContent: 'flex-end',
      }}
    >
      {hint && (
        <FormHelperText
          id="submit-hint"
          sx={{ m: 0, fontSize: '0.875rem', textAlign: { sm: 'right' } }}
        >
          {hint}
        </FormHelperText>
      )}
      {!presenter.publishing.confirmOpen && (
        <UploadProgress id="publish-upload" percent={presenter.publishing.percent} />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!presenter.canSubmit}
        aria-describedby={hint ? 'submit-hint' : undefined}
        sx={{ minWidth: 200 }}
      >
        {presenter.submitLabel}
      </Button>
    </Box>
  );
});
