/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_FILES_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The theme's CSS variables, written at build time (scripts/theme-stylesheet.mjs). */
declare module 'virtual:theme.css';

/** The app's theme as data, written at build time (src/presentation/app/built-theme.ts). */
declare module 'virtual:theme-data' {
  const data: Readonly<Record<string, unknown>>;
  export default data;
}
