import type { ChangeEvent, CSSProperties, FocusEvent, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import css from './text-input.module.css';

export interface TextInputProps {
  /** Ties the label, the input and the helper text together (`${id}-helper-text`, as TextField). */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  readonly name?: string;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly fullWidth?: boolean;
  readonly multiline?: boolean;
  /** The rows a multiline field shows when empty; it grows with its text where CSS allows. */
  readonly minRows?: number;
  /** Keeps the label on the outline even when empty (dates, placeholders). */
  readonly shrinkLabel?: boolean;
  readonly endAdornment?: ReactNode;
  /** Attributes of the input element itself (inputMode, min, step, role…). */
  readonly htmlInput?: InputBaseComponentProps;
  readonly inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** A class of the caller's stylesheet, for the field's place in its layout. */
  readonly className?: string;
}

/**
 * An outlined text field: TextField's own parts without its Select. TextField imports Select,
 * and with it a menu, a popover and a modal, which would weigh on the download of every screen
 * with a form. Same markup and ids as TextField, so labels, errors and helper texts read the same.
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  type,
  autoComplete,
  placeholder,
  required = false,
  disabled = false,
  error = false,
  helperText,
  fullWidth = false,
  multiline = false,
  minRows,
  shrinkLabel,
  endAdornment,
  htmlInput,
  inputRef,
  className,
}: TextInputProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      required={required}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      className={className}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        notched={shrinkLabel}
        autoComplete={autoComplete}
        placeholder={placeholder}
        multiline={multiline}
        // A plain textarea that grows by CSS (`field-sizing`), not MUI's TextareaAutosize, which
        // measures a hidden copy on mount and on every change: opening the Create Job form forced
        // layout for a fifth of a second on a phone.
        {...(multiline
          ? { inputComponent: 'textarea' as const, rows: minRows, classes: { input: css.grows } }
          : {})}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        endAdornment={endAdornment}
        inputRef={inputRef}
        inputProps={{
          'aria-describedby': helperTextId,
          ...(multiline ? { style: { '--rows': minRows ?? 1 } as CSSProperties } : {}),
          ...htmlInput,
        }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
