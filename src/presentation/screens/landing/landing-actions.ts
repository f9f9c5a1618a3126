import css from './landing-actions.module.css';

/*
 * The landing page's buttons and button-like links: classes that draw a link, an anchor or a
 * native button as MUI's Button looks. Button itself brings ButtonBase, its ripple and its loading
 * spinner, about 9 KB gzip on the landing page, which is part of the entry download every first
 * visit waits for. Focus shows the baseline's focus-visible ring.
 */
export const ACTION = {
  text: `${css.action} ${css.text}`,
  outlined: `${css.action} ${css.outlined}`,
  containedLarge: `${css.action} ${css.contained} ${css.large}`,
  outlinedLarge: `${css.action} ${css.outlined} ${css.large}`,
  containedFieldHeight: `${css.action} ${css.contained} ${css.large} ${css.fieldHeight}`,
} as const;
