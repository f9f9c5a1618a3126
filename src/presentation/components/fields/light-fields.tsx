import type { ReactNode } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { FieldFrame, SelectArrow, fieldInputClass, helperTextIdOf } from './field-frame';

/*
 * The fields of list filters and forms that are not free text: a search box and a choice among
 * a few options. Text fields in forms are TextInput (./text-input).
 */

interface LightFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  onChange(value: string): void;
  /** A class of the caller's stylesheet, for the field's place in its layout. */
  readonly className?: string;
}

/** A search box with its magnifier. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  className,
  placeholder,
}: LightFieldProps & { readonly placeholder: string }) {
  return (
    <FieldFrame
      id={id}
      label={label}
      size="small"
      raisedLabel
      start={<SearchIcon fontSize="small" />}
      className={className}
    >
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldInputClass}
      />
    </FieldFrame>
  );
}

export interface NativeSelectFieldProps extends LightFieldProps {
  readonly options: readonly { readonly value: string; readonly label: ReactNode }[];
  /** Small for list filters (the default), medium in forms. */
  readonly size?: 'small' | 'medium';
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly fullWidth?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  /** Shown, and not choosable again, while nothing is chosen (value ''). */
  readonly placeholder?: string;
  onBlur?(): void;
}

/** A choice among a few options, in the browser's own list (the system picker on a phone). */
export function NativeSelectField({
  id,
  label,
  value,
  onChange,
  className,
  options,
  size = 'small',
  required = false,
  disabled = false,
  fullWidth = false,
  error = false,
  helperText,
  placeholder,
  onBlur,
}: NativeSelectFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      size={size}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      raisedLabel
      className={className}
    >
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={error || undefined}
        aria-describedby={helperTextIdOf(id, helperText)}
        className={fieldInputClass}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <SelectArrow />
    </FieldFrame>
  );
}
