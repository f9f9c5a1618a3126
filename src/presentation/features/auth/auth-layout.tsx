import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import css from './auth-layout.module.css';

/** The frame every auth view sits in: the brand (a link home) and one card. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={css.page}>
      <RouterLink to="/" aria-label="Bidhaul home" className={css.brand}>
        <BrandMark size={34} />
        <span className={css.brandName}>Bidhaul</span>
      </RouterLink>
      <div className={`${css.card} ${wide ? css.wide : ''}`}>{children}</div>
    </main>
  );
}
