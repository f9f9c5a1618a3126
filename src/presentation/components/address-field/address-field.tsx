import { useEffect, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import { usePresenter } from '../../app/container';
import { TextInput } from '../fields/text-input';
import { AddressOptions } from './address-options';
import type { AddressOption } from './address-search.presenter';
import ui from '../../styles/ui.module.css';
import css from './address-field.module.css';
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
  /** A suggestion or a recent address was picked, and its place is known. */
  onPick(result: AddressResult): void;
  /**
   * A recent address known only as text was picked: chosen, though its place is not known (yet).
   * Without it, the text fills the field as if typed.
   */
  onPickText?(text: string): void;
  /** The field was left (the list closes first). */
  onBlur?(): void;
  readonly error?: string;
  readonly helperText?: string;
  /** Shows the lookup's note under the field, saying where the suggestions come from. */
  readonly showPoweredBy?: boolean;
  readonly disabled?: boolean;
}

/**
 * An address field with suggestions of UK addresses, from 3 typed characters after a 300 ms pause.
 * Our own ARIA 1.2 combobox with a list: arrows move through the options, Enter picks, Escape
 * closes, and typing stays free (any address can be typed). The list opens at a fixed
 * place just below the input, so the screens with an address field download no positioning engine.
 * Focused with fewer than 3 characters typed, it opens on the shipper's recent addresses, so an
 * address used before takes one pick.
 */
export const AddressField = observer(function AddressField(props: AddressFieldProps) {
  const search = usePresenter(AddressSearchPresenter);
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
    onPickText,
    onBlur,
    error,
    helperText,
    showPoweredBy,
    disabled,
  } = props;

  const options = search.options;
  const activeIndex = active < options.length ? active : -1;
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => {
    const option = options[index];
    const recentCount = options.length - search.suggestions.length;
    return option?.kind === 'recent'
      ? `${id}-recent-${index}`
      : `${id}-suggestion-${index - recentCount}`;
  };
  const searchingFirst = search.suggestionsQuery.loading && options.length === 0;
  const expanded = open && !disabled && options.length > 0;
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

  const choose = (option: AddressOption) => {
    close();
    if (option.kind === 'suggestion') {
      void search.pick(option.suggestion).then((result) => {
        if (result) onPick(result);
      });
      return;
    }
    const { entry } = option;
    // Known only as text: it fills the field, chosen as it is, and its place follows if the lookup
    // finds it.
    if (!entry.place) (onPickText ?? onChange)(entry.address);
    void search.pickRecent(entry).then((result) => {
      if (result) onPick(result);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = options.length;
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
      const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
      if (!option) return;
      // Picks the option instead of submitting the form.
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape' && (expanded || searchingFirst)) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={css.field}>
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
        onBlur={() => {
          close();
          onBlur?.();
        }}
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
          onFocus: () => {
            if (search.focus(value)) setOpen(true);
          },
        }}
      />
      {open && !disabled && (expanded || searchingFirst) && (
        <div className={css.popup}>
          {expanded ? (
            <AddressOptions
              listboxId={listboxId}
              label={label}
              options={options}
              activeIndex={activeIndex}
              optionId={optionId}
              onHover={setActive}
              onChoose={choose}
            />
          ) : (
            <p className={`${ui.body2} ${ui.muted} ${css.searching}`}>Searching addresses…</p>
          )}
        </div>
      )}
      {showPoweredBy && (
        <span id={poweredById} className={`${ui.caption} ${ui.muted} ${css.poweredBy}`}>
          {search.attribution}
        </span>
      )}
    </div>
  );
});
