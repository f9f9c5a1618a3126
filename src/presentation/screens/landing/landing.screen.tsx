import { Link as RouterLink } from 'react-router-dom';
import { usePresenter } from '../../app/container';
import { BrandMark } from '../../components/brand-mark';
import { ACTION } from './landing-actions';
import { WaitingListForm } from './waiting-list-form';
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import css from './landing.module.css';
import { PortalSettings } from '../../app/portal-settings';
import { ScreenHeading } from '../../app/screen-arrival';

const STEPS = [
  {
    title: 'Post your load',
    text: 'Pickup, delivery, timing and what you are sending. Two minutes in Auto Mode.',
  },
  {
    title: 'Get bids',
    text: 'Drivers and courier companies across the UK bid with their price, rating and vehicle.',
  },
  {
    title: 'Pick the best one',
    text: 'Compare bids side by side and accept the one that suits you. Reject the rest.',
  },
  {
    title: 'Follow the trip',
    text: 'See who is coming, when, and where your load is until it is delivered.',
  },
] as const;

/**
 * The landing page: what Bidhaul does, how it works, the waiting list, the contact mail link and
 * the copyright footer. It is part of the entry download, so it is plain elements with static
 * classes, and no MUI component.
 */
export default function LandingScreen() {
  const { supportEmail } = usePresenter(PortalSettings);
  usePageTitle(null);
  return (
    <div className={css.page}>
      <header className={`${css.width} ${css.header}`}>
        <BrandMark size={34} />
        <span className={css.brandName}>Bidhaul</span>
        <RouterLink to="/login" className={ACTION.text}>
          Sign in
        </RouterLink>
        <RouterLink to="/signup" className={`${ACTION.outlined} ${css.wideOnly}`}>
          Create account
        </RouterLink>
      </header>

      <main id="main">
        <section className={`${css.width} ${css.hero}`}>
          <p className={css.eyebrow}>UK courier marketplace</p>
          <ScreenHeading className={css.headline}>
            Post a delivery. Get bids from drivers who are already on the road.
          </ScreenHeading>
          <p className={css.lead}>
            Bidhaul connects shippers with UK drivers and courier companies. Tell us what needs
            moving, compare real bids, and follow your load from pickup to delivery.
          </p>
          <div className={css.heroActions}>
            <a href="#waitlist" className={ACTION.containedLarge}>
              Join the beta
            </a>
            <RouterLink to="/signup" className={ACTION.outlinedLarge}>
              Create an account
            </RouterLink>
          </div>
        </section>

        <section aria-labelledby="how-title" className={css.how}>
          <div className={`${css.width} ${css.band}`}>
            <h2 id="how-title" className={`${ui.h2} ${css.howTitle}`}>
              How it works
            </h2>
            <ol className={`${ui.plainList} ${css.steps}`}>
              {STEPS.map((step, index) => (
                <li key={step.title}>
                  <div aria-hidden="true" className={css.stepNumber}>
                    {index + 1}
                  </div>
                  <h3 className={`${ui.h3} ${css.stepTitle}`}>{step.title}</h3>
                  <p className={`${ui.body1} ${ui.muted}`}>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="waitlist" className={`${css.width} ${css.band} ${css.waitlist}`}>
          <WaitingListForm />
        </section>
      </main>

      <footer className={css.footer}>
        <div className={`${css.width} ${css.footerRow}`}>
          <p className={ui.body2}>
            Questions? Write to{' '}
            <a href={`mailto:${supportEmail}`} className={css.mail}>
              {supportEmail}
            </a>
          </p>
          <p className={ui.body2}>© {new Date().getFullYear()} Bidhaul. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
