import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import { useInjection } from '../../../di/container-context';
import { AddressLookupToken } from '../../../di/tokens';
import { AddressSearchPresenter } from './address-search.presenter';

export interface AddressFieldProps {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly name?: string;
  /** The text shown. */
  readonly value: string;
  /** Typing: the picked place no longer applies. */
  onChange(text: string): void;
  /** A suggestion was picked and resolved. */
  onPick(result: AddressResult): void;
  readonly error?: string;
  readonly helperText?: string;
  /** Shows "Powered by <source>" under the field (spec §2.4). */
  readonly showPoweredBy?: boolean;
  readonly disabled?: boolean;
}

/** A UK address with suggestions (spec §5: from 3 characters, 300 ms debounce, UK only). */
export const AddressField = observer(function AddressField(props: AddressFieldProps) {
  const lookup = useInjection(AddressLookupToken);
  const [search] = useState(() => new AddressSearchPresenter(lookup));
  useEffect(() => search.dispose, [search]);
  const {
    id,
    label,
    required,
    name,
    value,
    onChange,
    onPick,
    error,
    helperText,
    showPoweredBy,
    disabled,
  } = props;
  const describedBy = showPoweredBy ? `${id}-powered-by` : undefined;
  const help =
    error ??
    (search.failed ? 'Address suggestions are unavailable; type the full address.' : helperText);

  return (
    <Box>
      <Autocomplete<AddressSuggestion, false, false, true>
        id={id}
        freeSolo
        disabled={disabled}
        options={[...search.suggestions]}
        filterOptions={(options) => options}
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : `${option.primary}, ${option.secondary}`
        }
        inputValue={value}
        loading={search.searching}
        loadingText="Searching addresses…"
        noOptionsText="No matching UK address"
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'clear') {
            onChange(text);
            search.query(text);
          }
        }}
        onChange={(_event, option) => {
          if (!option || typeof option === 'string') return;
          void search.pick(option).then((result) => {
            if (result) onPick(result);
          });
        }}
        renderOption={(optionProps, option) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.primary}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {option.secondary}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            name={name}
            required={required}
            error={Boolean(error)}
            helperText={help}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                autoComplete: 'off',
                'aria-describedby':
                  [describedBy, help ? `${id}-helper-text` : undefined].filter(Boolean).join(' ') ||
                  undefined,
              },
            }}
          />
        )}
      />
      {showPoweredBy && (
        <Typography
          id={describedBy}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          Powered by {search.sourceName}
        </Typography>
      )}
    </Box>
  );
});
