import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

/*
 * Small outlined fields built from TextField's parts. TextField brings its Select, and with it a
 * menu, a popover and a modal, to every screen that uses it; list filters need none of them
 * (issue 3, bundle budgets). The label always sits on the outline, as the list screens show it.
 */

interface LightFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  onChange(value: string): void;
  readonly sx?: SxProps<Theme>;
}

/** A search box with its magnifier. */
export function SearchField({ id, label, value, onChange, sx, placeholder }: LightFieldProps & { readonly placeholder: string }) {
  return (
    <FormControl size="small" sx={sx}>
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

/** A choice among a few options, in the browser's own list (the system picker on a phone). */
export function NativeSelectField({
  id,
  label,
  value,
  onChange,
  sx,
  options,
}: LightFieldProps & { readonly options: readonly { readonly value: string; readonly label: ReactNode }[] }) {
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
