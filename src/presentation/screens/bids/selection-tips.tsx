import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { PhoneDisclosureButton, usePhoneDisclosure } from '../../components/phone-disclosure';
import ui from '../../styles/ui.module.css';
import css from './selection-tips.module.css';

const TIPS = [
  'Compare the price with the bidder’s rating and number of reviews, not the price alone.',
  'Read the bidder’s note for timing, crew and equipment.',
  'Check the vehicle suits your load’s weight and size.',
  'Accepting a bid assigns the job and declines the other open bids. It cannot be undone.',
] as const;

/** What to weigh before choosing a bid; folded on a phone, where it comes after the bids. */
export function SelectionTips() {
  const tips = usePhoneDisclosure();
  return (
    <aside aria-labelledby="bid-tips-title" className={`${ui.paper} ${css.tips}`}>
      <div className={css.head}>
        <TipsAndUpdatesIcon aria-hidden className={css.icon} />
        <h2 id="bid-tips-title" className={`${ui.h4} ${css.title}`}>
          Tips for Selecting Bids
        </h2>
        <PhoneDisclosureButton disclosure={tips} show="Show tips" hide="Hide tips" />
      </div>
      <div id={tips.id} className={tips.contentClass}>
        <ul className={css.list}>
          {TIPS.map((tip) => (
            <li key={tip} className={ui.body2}>
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
