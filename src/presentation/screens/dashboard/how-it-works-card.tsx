import ui from '../../styles/ui.module.css';
import css from './how-it-works-card.module.css';

const STEPS = [
  { title: 'Post a job', text: 'Say what goes where, and when. It takes about two minutes.' },
  {
    title: 'Compare bids',
    text: 'Drivers and courier companies bid on it. Compare their prices, ratings and vehicles.',
  },
  { title: 'Accept one', text: 'Accept the bid that suits you, then follow the trip in My Trips.' },
] as const;

/** For a shipper who has not posted a job yet: the three steps from a job to a trip. */
export function HowItWorksCard() {
  return (
    <section aria-labelledby="dashboard-how-it-works" className={`${ui.paper} ${css.card}`}>
      <h2 id="dashboard-how-it-works" className={`${ui.h3} ${css.heading}`}>
        How Bidhaul works
      </h2>
      <ol className={`${ui.plainList} ${css.steps}`}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={css.step}>
            <span aria-hidden="true" className={css.number}>
              {index + 1}
            </span>
            <div>
              <h3 className={`${ui.body1} ${css.title}`}>{step.title}</h3>
              <p className={`${ui.body2} ${ui.muted}`}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
