import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';

/*
 * Outlined fields built from TextField's parts. TextField brings its Select, and with it a menu,
 * a popover and a modal, into the download of every screen that uses it. The label always
 * sits on the outline. Text fields in forms are TextInput (./text-input).
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
    <FormControl size="small" className={className}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
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
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      size={size}
      className={className}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      error={error}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperTextId }}
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
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
