/**
 * Lazily loads the Google Maps JavaScript API through `@googlemaps/js-api-loader` v2
 * (`setOptions` + `importLibrary`; the v1 `Loader` class is gone). The loader package itself is
 * imported on first use, so the offline build path never pulls it in. The API can be configured
 * only once per page, so the first key wins and a different key later is an error.
 */
export type GoogleLibraryName = 'places' | 'maps' | 'routes' | 'marker';

/** The two functions of `@googlemaps/js-api-loader` v2 this module uses. */
interface JsApiLoader {
  setOptions(options: { key: string; v: string; region: string; language: string }): void;
  importLibrary(name: GoogleLibraryName): Promise<unknown>;
}

let loaderModule: Promise<JsApiLoader> | null = null;
let configuredKey: string | null = null;

function jsApiLoader(): Promise<JsApiLoader> {
  loaderModule ??= import('@googlemaps/js-api-loader').then(
    (m): JsApiLoader => m,
    (error: unknown) => {
      loaderModule = null;
      throw error;
    },
  );
  return loaderModule;
}

/**
 * Loads one Maps JavaScript API library. `T` is the caller's narrow description of the parts of
 * the library it uses (no dependency on `@types/google.maps`).
 */
export async function loadGoogleLibrary<T>(apiKey: string, name: GoogleLibraryName): Promise<T> {
  const key = apiKey.trim();
  if (key === '') throw new Error('Google Maps API key is missing');
  const loader = await jsApiLoader();
  if (configuredKey === null) {
    loader.setOptions({ key, v: 'weekly', region: 'GB', language: 'en-GB' });
    configuredKey = key;
  } else if (configuredKey !== key) {
    throw new Error('Google Maps is already configured with a different API key');
  }
  return (await loader.importLibrary(name)) as T;
}
