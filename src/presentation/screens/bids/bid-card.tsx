import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Avatar from '@mui/material/Avatar';
import { formatInstant } from '../../../domain/shared/date-time';
import { formatMoney } from '../../../domain/shared/money';
import { initialsOf } from '../../../domain/shared/text';
import { Rating } from '../../components/rating';
import ui from '../../styles/ui.module.css';
import { BidActions, BidBadges } from './bid-card-parts';
import { BidPriceTag, CompareCheckbox } from './bid-card-choosing';
import type { ListedBid } from './bid-listing';
import type { BidsPresenter } from './bids.presenter';
import css from './bid-card.module.css';

/**
 * A bid's card: bidder and badge, rating, placed time, vehicle, the price check, note, amount,
 * the Compare tick and the decision.
 */
export const BidCard = observer(function BidCard({
  bid,
  presenter,
}: {
  bid: ListedBid;
  presenter: BidsPresenter;
}) {
  const titleId = useId();
  const priceLabel = presenter.priceCheck.labelOf(bid);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="bid-card"
      data-bid-id={bid.id ?? undefined}
      className={`${ui.paper} ${css.card}`}
    >
      <Avatar src={bid.bidder.avatarUrl ?? undefined} alt="" className={css.avatar}>
        {initialsOf(bid.bidder.name)}
      </Avatar>
      <div className={css.top}>
        <div className={css.who}>
          <h3 id={titleId} className={css.name}>
            {bid.bidder.name}
          </h3>
          <BidBadges bid={bid} presenter={presenter} />
        </div>
        <p className={css.amount} data-testid="bid-amount">
          {formatMoney(bid.amount, bid.currencySymbol)}
        </p>
      </div>
      <div className={css.body}>
        <div className={css.facts}>
          <Rating avg={bid.rating.avg} reviews={bid.rating.count} testId="bid-rating" />
          {bid.placedAt && <span className={ui.body2}>Placed {formatInstant(bid.placedAt)}</span>}
          {bid.vehicleName && <span className={ui.body2}>{bid.vehicleName}</span>}
        </div>
        {priceLabel && <BidPriceTag label={priceLabel} />}
        {bid.note && <p className={`${ui.body2} ${css.note}`}>{bid.note}</p>}
      </div>
      <div className={css.actions}>
        {!presenter.decisions.isWaiting(bid) && (
          <CompareCheckbox bid={bid} comparison={presenter.comparison} />
        )}
        <BidActions bid={bid} decisions={presenter.decisions} />
      </div>
    </article>
  );
});
