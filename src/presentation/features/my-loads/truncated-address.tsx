import { Hint } from '../../components/hint';
import type { AddressText } from './active-load-row';
import css from './truncated-address.module.css';

/**
 * An address cut to 20 characters; the full address shows on hover and on keyboard focus, and
 * screen readers get it as the description.
 */
export function TruncatedAddress({ address }: { address: AddressText }) {
  if (!address.truncated) return <span>{address.full}</span>;
  return (
    <Hint text={address.full} describeChild>
      <span tabIndex={0} className={css.cut}>
        {address.short}
      </span>
    </Hint>
  );
}
