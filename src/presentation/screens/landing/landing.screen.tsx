import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { PortalSettings } from '../../app/portal-settings';
import { ScreenHeading } from '../../app/screen-arrival';
import { BrandMark } from '../../components/brand-mark';
import ui from '../../styles/ui.module.css';
import css from './landing.module.css';
import { WaitingListPresenter } from './waiting-list.presenter';

/*
 * The landing page's buttons and button-like links: classes that draw a link, an anchor or a
 * native button as MUI's Button looks. Button itself brings ButtonBase, its ripple and its loading
 * spinner, about 9 KB gzip on the landing page, which is part of the entry download every first
 * visit waits for. Focus shows the baseline's focus-visible ring.
 */
const BUTTON = `${ui.button} ${css.action}`;
const CONTAINED = `${BUTTON} ${ui.primaryFill} ${css.contained}`;
const ACTION = {
  text: `${BUTTON} ${css.text}`,
  outlined: `${BUTTON} ${css.outlined}`,
  containedLarge: `${CONTAINED} ${css.large}`,
  outlinedLarge: `${BUTTON} ${css.outlined} ${css.large}`,
  containedFieldHeight: `${CONTAINED} ${css.large} ${css.fieldHeight}`,
} as const;

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
                  <div aria-hidden="true" className={`${ui.primaryFill} ${css.stepNumber}`}>
                    {index + 1}
                  </div>
                  <h3 className={`${ui.h3} ${ui.gutterBottom}`}>{step.title}</h3>
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

/**
 * Name, e-mail and Join Waiting List, with the error and thank-you texts: no Alert and no icons,
 * like the rest of the page. An observer of its own, so typing re-renders the form, not the page.
 */
const WaitingListForm = observer(function WaitingListForm() {
  const presenter = usePresenter(WaitingListPresenter);
  const failure = presenter.failure;
  const describedBy = failure ? 'waitlist-error' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className={`${ui.h2} ${ui.gutterBottom}`}>
        Join the beta
      </h2>
      <p className={`${ui.body1} ${ui.muted} ${css.intro}`}>
        We are opening Bidhaul to shippers in small groups. Leave your name and email and we will
        invite you.
      </p>
      <div className={css.fields}>
        <LandingField
          id="waitlist-name"
          label="Name"
          autoComplete="name"
          value={presenter.name}
          onChange={presenter.setName}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <LandingField
          id="waitlist-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={presenter.email}
          onChange={presenter.setEmail}
          error={Boolean(failure)}
          describedBy={describedBy}
        />
        <button
          type="submit"
          disabled={presenter.request.pending}
          className={ACTION.containedFieldHeight}
        >
          {presenter.request.pending ? 'Joining…' : 'Join Waiting List'}
        </button>
      </div>
      <div aria-live="polite" className={css.outcome}>
        {failure && (
          <p id="waitlist-error" role="alert" className={`${ui.body1} ${css.message}`}>
            {failure}
          </p>
        )}
        {presenter.success && (
          <p role="status" className={`${ui.body1} ${css.message} ${ui.success}`}>
            {presenter.success}
          </p>
        )}
      </div>
    </form>
  );
});

interface LandingFieldProps {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error: boolean;
  describedBy: string | undefined;
}

/**
 * A required text field with its label above: a native input drawn like the theme's outlined
 * fields. MUI's input parts (InputBase, its autosizing textarea, the floating label and its
 * outline) would add about 9 KB gzip to the landing page, which is part of the entry download
 * every first visit waits for.
 */
function LandingField({
  id,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  error,
  describedBy,
}: LandingFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={css.label}>
        {label}
        <span aria-hidden> *</span>
      </label>
      <input
        id={id}
        name={id}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error}
        aria-describedby={describedBy}
        className={css.input}
      />
    </div>
  );
}
