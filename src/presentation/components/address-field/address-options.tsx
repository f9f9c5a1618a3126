import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { AddressOption } from './address-search.presenter';

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
    <Box role="listbox" id={listboxId} aria-label={`${label} suggestions`} sx={{ py: 0.5 }}>
      {recentCount > 0 && (
        <Box
          role="group"
          aria-labelledby={headingId}
          sx={{
            borderBottom: recentCount < options.length ? 1 : 0,
            borderColor: 'divider',
            pb: recentCount < options.length ? 0.5 : 0,
            mb: recentCount < options.length ? 0.5 : 0,
          }}
        >
          <Typography
            id={headingId}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pt: 0.75, pb: 0.25, fontWeight: 700 }}
          >
            {REPEAT_TEXTS.recentAddresses}
          </Typography>
          {items.slice(0, recentCount)}
        </Box>
      )}
      {items.slice(recentCount)}
    </Box>
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
    <Box
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      // Keeps the focus in the input, so picking does not blur the field first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== activeIndex && onHover(index)}
      onClick={() => onChoose(option)}
      sx={{
        px: 2,
        py: 1,
        cursor: 'pointer',
        '&[aria-selected="true"]': { bgcolor: 'action.hover' },
      }}
    >
      {option.kind === 'recent'
        ? lines(option.entry.address, option.entry.fromProfile ? 'Profile address' : null)
        : lines(option.suggestion.primary, option.suggestion.secondary)}
    </Box>
  );
}

function lines(primary: string, secondary: string | null): ReactNode {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {primary}
      </Typography>
      {secondary && (
        <Typography variant="caption" color="text.secondary">
          {secondary}
        </Typography>
      )}
    </>
  );
}
