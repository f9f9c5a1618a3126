import { observer } from 'mobx-react-lite';
import type { LoadType, Vehicle } from '../../../domain/load/load';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import { AddressField } from '../../components/address-field/address-field';
import { TextInput } from '../../components/fields/text-input';
import { AttachmentsField } from './attachments-field.view';
import type { CreateJobPresenter } from './create-job.presenter';
import { FormCard } from './form-card';
import type { LoadTextField } from './load-form.state';
import { OptionSelect } from './option-select';
import { formatNumber } from '../../../domain/shared/number-text';
import css from './load-form-cards.module.css';

type Props = { readonly presenter: CreateJobPresenter };

export const PickupDeliveryCard = observer(function PickupDeliveryCard({ presenter }: Props) {
  const { form, postAgain } = presenter;
  const busy = presenter.publishing.command.pending;
  const check = (stop: 'pickup' | 'delivery') =>
    postAgain.isUnchecked(stop) ? REPEAT_TEXTS.checkAddress : undefined;
  return (
    <FormCard id="pickup-delivery" title="Pickup & Delivery">
      <AddressField
        id="pickup-address"
        name="pickup_address"
        label="Pickup address"
        required
        value={form.values.pickupAddress}
        onChange={(text) => form.typeAddress('pickup', text)}
        onPick={(result) => presenter.pickAddress('pickup', result)}
        onPickText={(text) => presenter.chooseAddressText('pickup', text)}
        onBlur={() => presenter.leaveAddress('pickup')}
        error={form.errorFor('pickupAddress')}
        helperText={check('pickup')}
        disabled={busy}
      />
      <AddressField
        id="delivery-address"
        name="delivery_address"
        label="Delivery address"
        required
        value={form.values.deliveryAddress}
        onChange={(text) => form.typeAddress('delivery', text)}
        onPick={(result) => presenter.pickAddress('delivery', result)}
        onPickText={(text) => presenter.chooseAddressText('delivery', text)}
        onBlur={() => presenter.leaveAddress('delivery')}
        error={form.errorFor('deliveryAddress')}
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
      <div className={css.pair}>
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
  const { form } = presenter;
  const type = field.endsWith('Date') ? 'date' : 'time';
  const error = form.errorFor(field);
  return (
    <TextInput
      id={field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}
      label={label}
      type={type}
      required={required}
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.target.value)}
      onBlur={required ? () => form.touch(field as 'pickupDate' | 'pickupTime') : undefined}
      error={Boolean(error)}
      helperText={error}
      disabled={presenter.publishing.command.pending}
      fullWidth
      shrinkLabel
      htmlInput={type === 'date' ? { min: form.minDate } : undefined}
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
  const { form } = presenter;
  const error = form.errorFor(field);
  // A warning shows only where there is no error, and does not hold publishing back.
  const warning = field === 'weight' ? presenter.weightWarning : null;
  const helper = error ?? (warning && <span className={css.warning}>{warning}</span>);
  return (
    <TextInput
      id={id}
      label={label}
      type="number"
      required
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.target.value)}
      onBlur={() => form.touch(field)}
      error={Boolean(error)}
      helperText={helper}
      disabled={presenter.publishing.command.pending}
      htmlInput={{ step, min: step, inputMode: step < 1 ? 'decimal' : 'numeric' }}
    />
  );
});

export const LoadDetailsCard = observer(function LoadDetailsCard({ presenter }: Props) {
  const { form } = presenter;
  const busy = presenter.publishing.command.pending;
  return (
    <FormCard id="load-details" title="Load Details" wide>
      <div className={css.details}>
        <div className={css.column}>
          <div className={css.pair}>
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
            form={form}
            field="loadTypeId"
            choices={presenter.choices.loadTypes}
            optionOf={(t: LoadType) => ({ value: t.id, label: t.name })}
            disabled={busy}
            placeholder="Choose a load type"
            loadingText="Loading load types…"
            emptyText="No load types are available."
            onChange={form.setLoadType}
          />
          <TextInput
            id="load-instructions"
            label="Special instructions (optional)"
            multiline
            minRows={3}
            value={form.values.instructions}
            onChange={(event) => form.setText('instructions', event.target.value)}
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
          form={presenter.form}
          field="vehicleId"
          choices={presenter.choices.vehicles}
          optionOf={(v: Vehicle) => ({ value: v.id, label: vehicleLabel(v) })}
          disabled={presenter.publishing.command.pending}
          placeholder="Choose a vehicle"
          loadingText="Loading vehicles…"
          emptyText="No vehicles are available."
          onChange={presenter.form.setVehicle}
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
