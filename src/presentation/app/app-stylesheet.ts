/** Marks the stylesheet index.html preloads for the app (vite.config.ts, build only). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * The built index.html fetches the app's stylesheet without applying it, so the splash it paints
 * (styled inline) waits for nothing. The app applies it here before its first render and waits
 * until it is in (fetched by then, or nearly), so no screen shows unstyled. Where nothing was
 * preloaded (the dev server injects styles itself) it resolves at once; a stylesheet that fails
 * to load does not hold the app back.
 */
export function applyAppStylesheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`);
  if (!preload) return Promise.resolve();
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preload.href;
  if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
  const loaded = new Promise<void>((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
  preload.after(sheet);
  return loaded;
}
