import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatInstant } from '../../../domain/shared/date-time';
import type { Vehicle } from '../../../domain/load/load';
import type { LoadFormField } from '../../../domain/load/load-form-rules';
import { AddressField } from '../../components/address-field/address-field';
import { NativeSelectField } from '../../components/fields/light-fields';
import { TextInput } from '../../components/fields/text-input';
import { AttachmentsField } from './attachments-field.view';
import type { CreateJobPresenter } from './create-job.presenter';
import { PublishDialog } from './publish-dialog.view';

type Props = { readonly presenter: CreateJobPresenter };

/** Spec §2.7 / §5: the load form (titled Manual or Auto Load Creation) and its cards. */
export const LoadForm = observer(function LoadForm({ presenter }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { restoredDraftAt } = presenter;
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
            disabled={presenter.publishing}
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
        {restoredDraftAt && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={presenter.startOver}>
                Start over
              </Button>
            }
          >
            We restored the job you had not published yet (saved {formatInstant(restoredDraftAt)}).
          </Alert>
        )}
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
        <SubmitRow presenter={presenter} />
      </Stack>
      <PublishDialog presenter={presenter} />
    </Box>
  );
});

function FormCard({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-heading`}
      // Visible overflow: an address field's suggestions open over the card's edge.
      sx={{ overflow: 'visible', ...(wide && { gridColumn: { md: '1 / -1' } }) }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-heading`} component="h2" variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

const PickupDeliveryCard = observer(function PickupDeliveryCard({ presenter }: Props) {
  const { values, publishing } = presenter;
  return (
    <FormCard id="pickup-delivery" title="Pickup & Delivery">
      <AddressField
        id="pickup-address"
        name="pickup_address"
        label="Pickup address"
        required
        value={values.pickupAddress}
        onChange={(text) => presenter.typeAddress('pickup', text)}
        onPick={(result) => presenter.pickAddress('pickup', result)}
        error={presenter.errorFor('pickupAddress')}
        disabled={publishing}
      />
      <AddressField
        id="delivery-address"
        name="delivery_address"
        label="Delivery address"
        required
        value={values.deliveryAddress}
        onChange={(text) => presenter.typeAddress('delivery', text)}
        onPick={(result) => presenter.pickAddress('delivery', result)}
        error={presenter.errorFor('deliveryAddress')}
        showPoweredBy
        disabled={publishing}
      />
    </FormCard>
  );
});

const TimingCard = observer(function TimingCard({ presenter }: Props) {
  const { values } = presenter;
  return (
    <FormCard id="timing" title="Timing">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateTimeField
          presenter={presenter}
          field="pickupDate"
          label="Pickup date"
          type="date"
          required
          value={values.pickupDate}
          onBlur={() => presenter.touch('pickupDate')}
        />
        <DateTimeField
          presenter={presenter}
          field="pickupTime"
          label="Pickup time"
          type="time"
          required
          value={values.pickupTime}
          onBlur={() => presenter.touch('pickupTime')}
        />
        <DateTimeField
          presenter={presenter}
          field="deliveryDate"
          label="Delivery date (optional)"
          type="date"
          value={values.deliveryDate}
        />
        <DateTimeField
          presenter={presenter}
          field="deliveryTime"
          label="Delivery time (optional)"
          type="time"
          value={values.deliveryTime}
        />
      </Box>
    </FormCard>
  );
});

interface DateTimeFieldProps extends Props {
  readonly field: 'pickupDate' | 'pickupTime' | 'deliveryDate' | 'deliveryTime';
  readonly label: string;
  readonly type: 'date' | 'time';
  readonly required?: boolean;
  readonly value: string;
  onBlur?(): void;
}

const DateTimeField = observer(function DateTimeField({
  presenter,
  field,
  label,
  type,
  required,
  value,
  onBlur,
}: DateTimeFieldProps) {
  const error = presenter.errorFor(field);
  const id = kebab(field);
  return (
    <TextInput
      id={id}
      label={label}
      type={type}
      required={required}
      value={value}
      onChange={(event) => presenter.setText(field, event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={presenter.publishing}
      fullWidth
      shrinkLabel
      htmlInput={type === 'date' ? { min: presenter.minDate } : undefined}
    />
  );
});

const LoadDetailsCard = observer(function LoadDetailsCard({ presenter }: Props) {
  const { values, publishing } = presenter;
  const weightError = presenter.errorFor('weight');
  const countError = presenter.errorFor('itemCount');
  return (
    <FormCard id="load-details" title="Load Details" wide>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput
              id="load-weight"
              label="Weight (kg)"
              type="number"
              required
              value={values.weight}
              onChange={(event) => presenter.setText('weight', event.target.value)}
              onBlur={() => presenter.touch('weight')}
              error={Boolean(weightError)}
              helperText={weightError}
              disabled={publishing}
              htmlInput={{ step: 0.1, min: 0.1, inputMode: 'decimal' }}
            />
            <TextInput
              id="load-count"
              label="Number of items"
              type="number"
              required
              value={values.itemCount}
              onChange={(event) => presenter.setText('itemCount', event.target.value)}
              onBlur={() => presenter.touch('itemCount')}
              error={Boolean(countError)}
              helperText={countError}
              disabled={publishing}
              htmlInput={{ step: 1, min: 1, inputMode: 'numeric' }}
            />
          </Box>
          <OptionSelect
            id="load-type"
            label="Load type"
            presenter={presenter}
            field="loadTypeId"
            value={values.loadTypeId}
            options={presenter.loadTypes.map((t) => ({ value: t.id, label: t.name }))}
            loading={presenter.loadTypesStatus.kind === 'loading'}
            placeholder="Choose a load type"
          loadingText="Loading load types…"
            emptyText="No load types are available."
            fetchError={presenter.loadTypesError}
            onRetry={() => void presenter.fetchLoadTypes()}
            onChange={presenter.setLoadType}
          />
          <TextInput
            id="load-instructions"
            label="Special instructions (optional)"
            multiline
            minRows={3}
            value={values.instructions}
            onChange={(event) => presenter.setText('instructions', event.target.value)}
            disabled={publishing}
            placeholder="Access, loading help, contact on site…"
          />
        </Stack>
        <AttachmentsField presenter={presenter} />
      </Box>
    </FormCard>
  );
});

const VehicleCard = observer(function VehicleCard({ presenter }: Props) {
  return (
    <FormCard id="vehicle-type" title="Vehicle Type" wide>
      <Box sx={{ maxWidth: { md: 'calc(50% - 16px)' } }}>
        <OptionSelect
          id="vehicle"
          label="Vehicle type"
          presenter={presenter}
          field="vehicleId"
          value={presenter.values.vehicleId}
          options={presenter.vehicles.map((v) => ({ value: v.id, label: vehicleLabel(v) }))}
          loading={presenter.vehiclesStatus.kind === 'loading'}
          placeholder="Choose a vehicle"
          loadingText="Loading vehicles…"
          emptyText="No vehicles are available."
          fetchError={presenter.vehiclesError}
          onRetry={() => void presenter.fetchVehicles()}
          onChange={presenter.setVehicle}
        />
      </Box>
    </FormCard>
  );
});

/** Spec §3 Vehicle: its name and load capacity. */
function vehicleLabel(vehicle: Vehicle): string {
  return vehicle.loadCapacity === null
    ? vehicle.name
    : `${vehicle.name} — up to ${vehicle.loadCapacity.toLocaleString('en-GB')} kg`;
}

interface OptionSelectProps extends Props {
  readonly id: string;
  readonly label: string;
  readonly field: Extract<LoadFormField, 'loadTypeId' | 'vehicleId'>;
  readonly value: number | null;
  readonly options: readonly { value: number; label: string }[];
  readonly loading: boolean;
  /** Shown while nothing is chosen. */
  readonly placeholder: string;
  readonly loadingText: string;
  readonly emptyText: string;
  /** Spec §8: the fetch error in red under the select. */
  readonly fetchError: string | null;
  onRetry(): void;
  onChange(id: number | null): void;
}

const OptionSelect = observer(function OptionSelect(props: OptionSelectProps) {
  const {
    id,
    label,
    presenter,
    field,
    value,
    options,
    loading,
    placeholder,
    loadingText,
    emptyText,
    fetchError,
    onRetry,
    onChange,
  } = props;
  const error = fetchError ?? presenter.errorFor(field);
  const helper = error ?? (loading ? loadingText : !options.length ? emptyText : undefined);
  const known = options.some((o) => o.value === value);
  return (
    <Box>
      <NativeSelectField
        id={id}
        label={label}
        size="medium"
        required
        fullWidth
        placeholder={placeholder}
        value={known && value !== null ? String(value) : ''}
        onChange={(chosen) => onChange(chosen === '' ? null : Number(chosen))}
        onBlur={() => presenter.touch(field)}
        error={Boolean(error)}
        helperText={helper}
        disabled={loading || presenter.publishing}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      />
      {fetchError && (
        <Button size="small" onClick={onRetry} sx={{ mt: 0.5 }}>
          Try again
        </Button>
      )}
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

function kebab(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
