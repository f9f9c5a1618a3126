import { useEffect, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  AddressResult,
  AddressSuggestion,
} from '../../../application/ports/address-lookup.port';
import { usePresenter } from '../../app/container';
import { TextInput } from '../fields/text-input';
import { AddressSearchPresenterToken } from '../../tokens';

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

/** An outlined input is 56 px tall: the suggestions open just below it, over the helper text. */
const BELOW_INPUT = 60;

/**
 * A UK address with suggestions (spec §5: from 3 characters, 300 ms debounce, UK only), as an
 * ARIA 1.2 combobox with a list: arrows move through the suggestions, Enter picks, Escape closes,
 * and typing stays free (any address can be typed). It is built here rather than on MUI's
 * Autocomplete, which brings Popper and its positioning engine to three screens (issue 3).
 */
export const AddressField = observer(function AddressField(props: AddressFieldProps) {
  const search = usePresenter(AddressSearchPresenterToken);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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

  const suggestions = search.suggestions;
  const activeIndex = active < suggestions.length ? active : -1;
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const searchingFirst = search.searching && suggestions.length === 0;
  const expanded = open && !disabled && suggestions.length > 0;
  const poweredById = showPoweredBy ? `${id}-powered-by` : undefined;
  const help = error ?? search.failure ?? helperText;
  const describedBy =
    [poweredById, help ? `${id}-helper-text` : undefined].filter(Boolean).join(' ') || undefined;

  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // The option the arrows reach stays in sight in a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: AddressSuggestion) => {
    close();
    void search.pick(suggestion).then((result) => {
      if (result) onPick(result);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
        return;
      }
      setActive(down ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter') {
      const suggestion = expanded && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
      if (!suggestion) return;
      // Picks the suggestion instead of submitting the form.
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape' && (expanded || searchingFirst)) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextInput
        id={id}
        name={name}
        label={label}
        required={required}
        disabled={disabled}
        fullWidth
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          search.query(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={close}
        error={Boolean(error)}
        helperText={help}
        htmlInput={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': expanded ? listboxId : undefined,
          'aria-activedescendant': activeId,
          'aria-describedby': describedBy,
          onKeyDown,
        }}
      />
      {open && !disabled && (expanded || searchingFirst) && (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: BELOW_INPUT,
            left: 0,
            right: 0,
            zIndex: 'modal',
            maxHeight: 320,
            overflowY: 'auto',
          }}
        >
          {expanded ? (
            <Box
              component="ul"
              role="listbox"
              id={listboxId}
              aria-label={`${label} suggestions`}
              sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}
            >
              {suggestions.map((suggestion, index) => (
                <Box
                  component="li"
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps the focus in the input, so picking does not blur the field first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  onClick={() => choose(suggestion)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    '&[aria-selected="true"]': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {suggestion.primary}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {suggestion.secondary}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              Searching addresses…
            </Typography>
          )}
        </Paper>
      )}
      {showPoweredBy && (
        <Typography
          id={poweredById}
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
