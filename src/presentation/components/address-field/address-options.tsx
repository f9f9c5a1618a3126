import type { ReactNode } from 'react';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { AddressOption } from './address-search.presenter';
import ui from '../../styles/ui.module.css';
import css from './address-options.module.css';

interface AddressOptionsProps {
  readonly listboxId: string;
  readonly label: string;
  readonly options: readonly AddressOption[];
  readonly activeIndex: number;
  optionId(index: number): string;
  onHover(index: number): void;
  onChoose(option: AddressOption): void;
}

/**
 * The field's listbox: the recent addresses first, as a group its heading names (announced as
 * 'Recent addresses' when the arrows enter it), then the lookup's suggestions. The options of both
 * are one list to the arrows.
 */
export function AddressOptions(props: AddressOptionsProps) {
  const { listboxId, label, options } = props;
  const recentCount = options.filter((option) => option.kind === 'recent').length;
  const headingId = `${listboxId}-recent`;
  const items = options.map((option, index) => (
    <OptionItem key={keyOf(option)} {...props} option={option} index={index} />
  ));
  return (
    <div role="listbox" id={listboxId} aria-label={`${label} suggestions`} className={css.listbox}>
      {recentCount > 0 && (
        <div
          role="group"
          aria-labelledby={headingId}
          className={recentCount < options.length ? css.recentAbove : undefined}
        >
          <span id={headingId} className={`${ui.muted} ${css.groupHeading}`}>
            {REPEAT_TEXTS.recentAddresses}
          </span>
          {items.slice(0, recentCount)}
        </div>
      )}
      {items.slice(recentCount)}
    </div>
  );
}

function keyOf(option: AddressOption): string {
  return option.kind === 'recent' ? `recent:${option.entry.address}` : option.suggestion.id;
}

function OptionItem({
  option,
  index,
  activeIndex,
  optionId,
  onHover,
  onChoose,
}: AddressOptionsProps & { option: AddressOption; index: number }) {
  return (
    <div
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      // Keeps the focus in the input, so picking does not blur the field first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== activeIndex && onHover(index)}
      onClick={() => onChoose(option)}
      className={css.option}
    >
      {option.kind === 'recent'
        ? lines(option.entry.address, option.entry.fromProfile ? 'Profile address' : null)
        : lines(option.suggestion.primary, option.suggestion.secondary)}
    </div>
  );
}

function lines(primary: string, secondary: string | null): ReactNode {
  return (
    <>
      <p className={css.primary}>{primary}</p>
      {secondary && <span className={`${ui.caption} ${ui.muted}`}>{secondary}</span>}
    </>
  );
}
