import Box from '@mui/material/Box';
import { Hint } from '../../components/hint';
import type { AddressText } from './active-load-row';

/**
 * An address cut to 20 characters; the full address shows on hover and on keyboard focus, and
 * screen readers get it as the description.
 */
export function TruncatedAddress({ address }: { address: AddressText }) {
  if (!address.truncated) return <span>{address.full}</span>;
  return (
    <Hint text={address.full} describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{
          borderBottom: 1,
          borderColor: 'text.secondary',
          borderBottomStyle: 'dotted',
          cursor: 'help',
        }}
      >
        {address.short}
      </Box>
    </Hint>
  );
}
