import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput } from '../../components/fields/text-input';

interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly visible: boolean;
  readonly onToggleVisible: () => void;
  readonly error?: string | undefined;
  readonly helperText?: string;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/** A password input with a show/hide button; the error is tied to the field. */
export function PasswordField(props: PasswordFieldProps) {
  const { id, label, value, onChange, visible, onToggleVisible, error, helperText, autoComplete } =
    props;
  return (
    <TextInput
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      required={props.required ?? true}
      disabled={props.disabled}
      fullWidth
      endAdornment={
        <IconButton
          onClick={onToggleVisible}
          edge="end"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-controls={id}
          aria-pressed={visible}
        >
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
}
