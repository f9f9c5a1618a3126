import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../../app/container';
import { ACTION } from './landing-actions';
import ui from '../../styles/ui.module.css';
import css from './waiting-list-form.module.css';
import { WaitingListPresenter } from './waiting-list.presenter';

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

/**
 * Name, e-mail and Join Waiting List, with the error and thank-you texts. Kept light (no Alert, no
 * icons) for the same reason as the fields.
 */
export const WaitingListForm = observer(function WaitingListForm() {
  const presenter = usePresenter(WaitingListPresenter);
  const failure = presenter.failure;
  const describedBy = failure ? 'waitlist-error' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className={`${ui.h2} ${css.title}`}>
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
          <p role="status" className={`${ui.body1} ${css.message} ${css.success}`}>
            {presenter.success}
          </p>
        )}
      </div>
    </form>
  );
});
