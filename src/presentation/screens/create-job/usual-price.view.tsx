import { observer } from 'mobx-react-lite';
import type { UsualPrice } from './usual-price';
import css from './usual-price.module.css';

/**
 * 'Jobs like this usually cost you £X–£Y (n jobs)' under the form's cards. A polite status, so a
 * screen reader hears it when it first appears and when the form's changes change it.
 */
export const UsualPriceLine = observer(function UsualPriceLine({
  usualPrice,
}: {
  usualPrice: UsualPrice;
}) {
  const text = usualPrice.text;
  return (
    <div role="status" data-testid="usual-price" className={`${css.line} ${text ? '' : css.empty}`}>
      <p className={css.text}>{text}</p>
    </div>
  );
});
