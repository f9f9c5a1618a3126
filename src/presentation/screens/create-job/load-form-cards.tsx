import { useRef, type ReactNode } from 'react';
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
import type { LoadType, Vehicle } from '../../../domain/load/load';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import { formatNumber } from '../../../domain/shared/number-text';
import type { UploadFile } from '../../../domain/shared/upload';
import type { Query } from '../../async/query';
import { AddressField } from '../../components/address-field/address-field';
import { NativeSelectField } from '../../components/fields/light-fields';
import { TextInput } from '../../components/fields/text-input';
import { useObjectUrl } from '../../components/upload/use-object-url';
import type { Attachment } from './attachment-list';
import type { CreateJobPresenter, LoadTextField } from './create-job.presenter';
import ui from '../../styles/ui.module.css';
import css from './create-job.module.css';

type Props = { readonly presenter: CreateJobPresenter };

/** One titled card of the load form: Pickup & Delivery, Timing, Load Details or Vehicle Type. */
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
    <section
      aria-labelledby={`${id}-heading`}
      className={`${ui.paper} ${css.formCard} ${wide ? css.wide : ''}`}
    >
      <h2 id={`${id}-heading`} className={`${ui.h3} ${css.cardHeading}`}>
        {title}
      </h2>
      <div className={css.fields}>{children}</div>
    </section>
  );
}

export const PickupDeliveryCard = observer(function PickupDeliveryCard({ presenter }: Props) {
  const { values } = presenter;
  const busy = presenter.publishing.pending;
  const check = (stop: 'pickup' | 'delivery') =>
    presenter.isUnchecked(stop) ? REPEAT_TEXTS.checkAddress : undefined;
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
        onPickText={(text) => presenter.chooseAddressText('pickup', text)}
        onBlur={() => presenter.leaveAddress('pickup')}
        error={presenter.errorFor('pickupAddress')}
        helperText={check('pickup')}
        disabled={busy}
      />
      <AddressField
        id="delivery-address"
        name="delivery_address"
        label="Delivery address"
        required
        value={values.deliveryAddress}
        onChange={(text) => presenter.typeAddress('delivery', text)}
        onPick={(result) => presenter.pickAddress('delivery', result)}
        onPickText={(text) => presenter.chooseAddressText('delivery', text)}
        onBlur={() => presenter.leaveAddress('delivery')}
        error={presenter.errorFor('deliveryAddress')}
        helperText={check('delivery')}
        showPoweredBy
        disabled={busy}
      />
    </FormCard>
  );
});

export const TimingCard = observer(function TimingCard({ presenter }: Props) {
  return (
    <FormCard id="timing" title="Timing">
      <div className={ui.twoColumns}>
        <DateTimeField presenter={presenter} field="pickupDate" label="Pickup date" required />
        <DateTimeField presenter={presenter} field="pickupTime" label="Pickup time" required />
        <DateTimeField
          presenter={presenter}
          field="deliveryDate"
          label="Delivery date (optional)"
        />
        <DateTimeField
          presenter={presenter}
          field="deliveryTime"
          label="Delivery time (optional)"
        />
      </div>
    </FormCard>
  );
});

interface DateTimeFieldProps extends Props {
  readonly field: 'pickupDate' | 'pickupTime' | 'deliveryDate' | 'deliveryTime';
  readonly label: string;
  readonly required?: boolean;
}

const DateTimeField = observer(function DateTimeField({
  presenter,
  field,
  label,
  required,
}: DateTimeFieldProps) {
  const type = field.endsWith('Date') ? 'date' : 'time';
  const error = presenter.errorFor(field);
  return (
    <TextInput
      id={field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}
      label={label}
      type={type}
      required={required}
      value={presenter.values[field]}
      onChange={(event) => presenter.setText(field, event.target.value)}
      onBlur={required ? () => presenter.touch(field as 'pickupDate' | 'pickupTime') : undefined}
      error={Boolean(error)}
      helperText={error}
      disabled={presenter.publishing.pending}
      fullWidth
      shrinkLabel
      htmlInput={type === 'date' ? { min: presenter.minDate } : undefined}
    />
  );
});

const NumberField = observer(function NumberField({
  presenter,
  id,
  field,
  label,
  step,
}: Props & {
  id: string;
  field: Extract<LoadTextField, 'weight' | 'itemCount'>;
  label: string;
  step: number;
}) {
  const error = presenter.errorFor(field);
  // A warning shows only where there is no error, and does not hold publishing back.
  const warning = field === 'weight' ? presenter.weightWarning : null;
  const helper = error ?? (warning && <span className={ui.warning}>{warning}</span>);
  return (
    <TextInput
      id={id}
      label={label}
      type="number"
      required
      value={presenter.values[field]}
      onChange={(event) => presenter.setText(field, event.target.value)}
      onBlur={() => presenter.touch(field)}
      error={Boolean(error)}
      helperText={helper}
      disabled={presenter.publishing.pending}
      htmlInput={{ step, min: step, inputMode: step < 1 ? 'decimal' : 'numeric' }}
    />
  );
});

export const LoadDetailsCard = observer(function LoadDetailsCard({ presenter }: Props) {
  const busy = presenter.publishing.pending;
  return (
    <FormCard id="load-details" title="Load Details" wide>
      <div className={css.details}>
        <div className={css.column}>
          <div className={ui.twoColumns}>
            <NumberField
              presenter={presenter}
              id="load-weight"
              field="weight"
              label="Weight (kg)"
              step={0.1}
            />
            <NumberField
              presenter={presenter}
              id="load-count"
              field="itemCount"
              label="Number of items"
              step={1}
            />
          </div>
          <OptionSelect
            id="load-type"
            label="Load type"
            presenter={presenter}
            field="loadTypeId"
            choices={presenter.loadTypes}
            optionOf={(t: LoadType) => ({ value: t.id, label: t.name })}
            placeholder="Choose a load type"
            loadingText="Loading load types…"
            emptyText="No load types are available."
            onChange={presenter.setLoadType}
          />
          <TextInput
            id="load-instructions"
            label="Special instructions (optional)"
            multiline
            minRows={3}
            value={presenter.values.instructions}
            onChange={(event) => presenter.setText('instructions', event.target.value)}
            disabled={busy}
            placeholder="Access, loading help, contact on site…"
          />
        </div>
        <AttachmentsField presenter={presenter} />
      </div>
    </FormCard>
  );
});

export const VehicleCard = observer(function VehicleCard({ presenter }: Props) {
  return (
    <FormCard id="vehicle-type" title="Vehicle Type" wide>
      <div className={css.half}>
        <OptionSelect
          id="vehicle"
          label="Vehicle type"
          presenter={presenter}
          field="vehicleId"
          choices={presenter.vehicles}
          optionOf={(v: Vehicle) => ({ value: v.id, label: vehicleLabel(v) })}
          placeholder="Choose a vehicle"
          loadingText="Loading vehicles…"
          emptyText="No vehicles are available."
          onChange={presenter.setVehicle}
        />
      </div>
    </FormCard>
  );
});

/** A vehicle as listed: its name, and its load capacity when known. */
function vehicleLabel(vehicle: Vehicle): string {
  return vehicle.loadCapacity === null
    ? vehicle.name
    : `${vehicle.name} — up to ${formatNumber(vehicle.loadCapacity, 0, 3)} kg`;
}

interface OptionSelectProps<T> extends Props {
  readonly id: string;
  readonly label: string;
  readonly field: 'loadTypeId' | 'vehicleId';
  /** The server's list it offers. */
  readonly choices: Query<readonly T[]>;
  readonly optionOf: (item: T) => { value: number; label: string };
  /** Shown while nothing is chosen. */
  readonly placeholder: string;
  readonly loadingText: string;
  readonly emptyText: string;
  onChange(id: number | null): void;
}

/** A required choice from a server list; a list that failed to load shows why, and a retry. */
const OptionSelect = observer(function OptionSelect<T>(props: OptionSelectProps<T>) {
  const { id, label, presenter, field, choices, optionOf, placeholder } = props;
  const options = (choices.data ?? []).map(optionOf);
  const value = presenter.values[field];
  const error = choices.error ?? presenter.errorFor(field);
  const helper =
    error ?? (choices.loading ? props.loadingText : !options.length ? props.emptyText : undefined);
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <NativeSelectField
        id={id}
        label={label}
        size="medium"
        required
        fullWidth
        placeholder={placeholder}
        value={known && value !== null ? String(value) : ''}
        onChange={(chosen) => props.onChange(chosen === '' ? null : Number(chosen))}
        onBlur={() => presenter.touch(field)}
        error={Boolean(error)}
        helperText={helper}
        disabled={choices.loading || presenter.publishing.pending}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      />
      {choices.error && (
        <Button size="small" onClick={() => void choices.run()} className={css.retry}>
          Try again
        </Button>
      )}
    </div>
  );
});

/** The load's attachments: pick, check, preview, remove. */
const AttachmentsField = observer(function AttachmentsField({ presenter }: Props) {
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
        <ul className={`${ui.plainList} ${css.files}`} aria-label="Attached files">
          {items.map((item) => (
            <AttachmentRow
              key={item.id}
              item={item}
              disabled={presenter.publishing.pending}
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
    <li className={css.fileRow}>
      <Thumbnail file={file} />
      <div className={css.file}>
        <p className={`${ui.body2} ${css.fileName}`}>{file.name}</p>
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
