import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import type { LoadFormField } from '../../../domain/load/load-form-rules';
import { NativeSelectField } from '../../components/fields/light-fields';
import type { Query } from '../../async/query';
import type { LoadFormState } from './load-form.state';
import css from './option-select.module.css';

interface OptionSelectProps<T> {
  readonly id: string;
  readonly label: string;
  readonly form: LoadFormState;
  readonly field: Extract<LoadFormField, 'loadTypeId' | 'vehicleId'>;
  /** The server's list it offers. */
  readonly choices: Query<readonly T[]>;
  readonly optionOf: (item: T) => { value: number; label: string };
  readonly disabled: boolean;
  /** Shown while nothing is chosen. */
  readonly placeholder: string;
  readonly loadingText: string;
  readonly emptyText: string;
  onChange(id: number | null): void;
}

/** A required choice from a server list; a list that failed to load shows why, and a retry. */
export const OptionSelect = observer(function OptionSelect<T>(props: OptionSelectProps<T>) {
  const {
    id,
    label,
    form,
    field,
    choices,
    optionOf,
    disabled,
    placeholder,
    loadingText,
    emptyText,
    onChange,
  } = props;
  const options = (choices.data ?? []).map(optionOf);
  const value = form.values[field];
  const error = choices.error ?? form.errorFor(field);
  const helper = error ?? (choices.loading ? loadingText : !options.length ? emptyText : undefined);
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
        onChange={(chosen) => onChange(chosen === '' ? null : Number(chosen))}
        onBlur={() => form.touch(field)}
        error={Boolean(error)}
        helperText={helper}
        disabled={choices.loading || disabled}
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
