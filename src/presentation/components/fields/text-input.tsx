import type {
  ChangeEvent,
  CSSProperties,
  FocusEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { FieldFrame, fieldInputClass, helperTextIdOf } from './field-frame';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface TextInputProps {
  /** Ties the label, the input and the helper text together (`${id}-helper-text`). */
  readonly id: string;
  readonly label: string;
  readonly value: string;
  onChange(event: ChangeEvent<FieldElement>): void;
  onBlur?(event: FocusEvent<FieldElement>): void;
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
  /** Shown before the value, inside the box (a fixed '+44'); the label then rests on the outline. */
  readonly startAdornment?: ReactNode;
  readonly endAdornment?: ReactNode;
  /** Attributes of the input element itself (inputMode, min, step, role…). */
  readonly htmlInput?: HTMLAttributes<FieldElement> &
    Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'step' | 'autoComplete'>;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** A class of the caller's stylesheet, for the field's place in its layout. */
  readonly className?: string;
}

/**
 * An outlined text field over the browser's own input or textarea: same ids and wiring as MUI's
 * TextField (label, `${id}-helper-text`, aria-describedby, aria-invalid), drawn by static CSS.
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  autoComplete,
  placeholder,
  required = false,
  disabled = false,
  error = false,
  helperText,
  fullWidth = false,
  multiline = false,
  minRows,
  shrinkLabel = false,
  startAdornment,
  endAdornment,
  htmlInput,
  inputRef,
  className,
}: TextInputProps) {
  const control = {
    id,
    name,
    value,
    onChange,
    onBlur,
    autoComplete,
    required,
    disabled,
    // An empty field shows its label inside it, so it needs a placeholder CSS can see go.
    placeholder: placeholder ?? ' ',
    className: fieldInputClass,
    'aria-invalid': error || undefined,
    'aria-describedby': helperTextIdOf(id, helperText),
    ...htmlInput,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      raisedLabel={shrinkLabel || startAdornment !== undefined}
      multiline={multiline}
      start={startAdornment}
      end={endAdornment}
      className={className}
    >
      {multiline ? (
        <textarea
          {...control}
          rows={minRows}
          style={{ '--rows': minRows ?? 1, ...htmlInput?.style } as CSSProperties}
        />
      ) : (
        <input {...control} type={type} ref={inputRef} />
      )}
    </FieldFrame>
  );
}
