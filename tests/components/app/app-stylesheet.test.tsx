import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStylesheet } from '../../../src/presentation/app/app-stylesheet';

/** The built index.html's preload of the app's stylesheet (vite.config.ts). */
function preloaded(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.crossOrigin = 'anonymous';
  link.href = '/assets/style-abc.css';
  link.setAttribute('data-app-stylesheet', '');
  document.head.append(link);
  return link;
}

const stylesheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyAppStylesheet', () => {
  it('applies the preloaded stylesheet and resolves only once it is in', async () => {
    const preload = preloaded();
    let applied = false;
    const done = applyAppStylesheet().then(() => (applied = true));
    const [sheet] = stylesheets();
    expect(sheet?.href).toBe(preload.href);
    expect(sheet?.crossOrigin, 'as preloaded, so the preloaded answer is used').toBe('anonymous');
    expect(preload.nextElementSibling).toBe(sheet);

    await Promise.resolve();
    expect(applied, 'the first render waits for the styles').toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
  });

  it('does not hold the app back when the stylesheet fails to load', async () => {
    preloaded();
    const done = applyAppStylesheet();
    stylesheets()[0]?.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('adds nothing where nothing was preloaded (the dev server styles the page itself)', async () => {
    await applyAppStylesheet();
    expect(stylesheets()).toEqual([]);
  });
});
