import type { ReactNode } from 'react';
import ui from '../../styles/ui.module.css';
import css from './form-card.module.css';

/** One titled card of the load form: Pickup & Delivery, Timing, Load Details or Vehicle Type. */
export function FormCard({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`${ui.paper} ${css.card} ${wide ? css.wide : ''}`}
    >
      <h2 id={`${id}-heading`} className={`${ui.h3} ${css.heading}`}>
        {title}
      </h2>
      <div className={css.fields}>{children}</div>
    </section>
  );
}
