import type { ReactNode } from 'react';
import css from './field.module.css';

export interface FieldFrameProps {
  /** The control's id: the label points at it, the helper text is `${id}-helper-text`. */
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly fullWidth?: boolean;
  /** Small for list filters, medium (the default) in forms. */
  readonly size?: 'small' | 'medium';
  /** Keeps the label on the outline even when the field is empty. */
  readonly raisedLabel?: boolean;
  readonly multiline?: boolean;
  readonly start?: ReactNode;
  readonly end?: ReactNode;
  /** A class of the caller's stylesheet, for the field's place in its layout. */
  readonly className?: string;
  /** The control itself, with the class `fieldInputClass`. */
  readonly children: ReactNode;
}

/** The class a control inside a FieldFrame carries. */
export const fieldInputClass = css.input;

/** The id of a field's helper text, when it has one: what its control's aria-describedby names. */
export const helperTextIdOf = (id: string, helperText: ReactNode) =>
  helperText ? `${id}-helper-text` : undefined;

/**
 * A label, an outlined box around the control and its adornments, and the helper text: the
 * theme's outlined field in plain elements. The control is the caller's (input, textarea or
 * select), so its events and attributes are the browser's own.
 */
export function FieldFrame({
  id,
  label,
  required = false,
  disabled = false,
  error = false,
  helperText,
  fullWidth = false,
  size = 'medium',
  raisedLabel = false,
  multiline = false,
  start,
  end,
  className,
  children,
}: FieldFrameProps) {
  const classes = [
    css.field,
    fullWidth && css.fullWidth,
    size === 'small' && css.small,
    raisedLabel && css.raised,
    error && css.error,
    disabled && css.disabled,
    className,
  ];
  const asterisk = required ? '\u2009*' : '';
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id} id={`${id}-label`} className={css.label}>
        {label}
        {asterisk && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className={multiline ? `${css.box} ${css.multiline}` : css.box}>
        {start !== undefined && <span className={css.start}>{start}</span>}
        {children}
        {end !== undefined && <span className={css.end}>{end}</span>}
        <fieldset aria-hidden="true" className={css.outline}>
          <legend className={css.legend}>
            <span>
              {label}
              {asterisk}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextIdOf(id, helperText)} className={css.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** The little triangle of a select, drawn where the browser's own was hidden. */
export function SelectArrow() {
  return (
    <svg className={css.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}
