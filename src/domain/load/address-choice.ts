import type { LoadPlace } from './new-load';

/*
 * Whether a load's address was chosen rather than merely typed. The server places a stop by its
 * address, and one that names no place ('asdf') is refused only at publishing, with no field
 * marked; so the form asks for an address from the suggestions before it can be sent.
 */

/**
 * A stop's address counts as chosen with a place (a picked suggestion or recent address, or the
 * lookup's exact match of what was typed), or when chosen as text: copied from a past load, a
 * recent address the lookup could not place, or one typed while the lookup could not answer.
 */
export function isAddressChosen(place: LoadPlace | null, chosenAsText: boolean): boolean {
  return place !== null || chosenAsText;
}

/** A suggestion's two lines, as the lookup gives them. */
export interface SuggestionLines {
  readonly primary: string;
  readonly secondary: string;
}

/** A suggestion written on one line: "Leeds, West Yorkshire LS1". */
export function suggestionText({ primary, secondary }: SuggestionLines): string {
  return secondary.trim() ? `${primary.trim()}, ${secondary.trim()}` : primary.trim();
}

/** Whether typed text is exactly `address`, once both are trimmed, whatever the case. */
export function typedExactly(typed: string, address: string): boolean {
  const key = typed.trim().toLowerCase();
  return key !== '' && key === address.trim().toLowerCase();
}

/** The first suggestion whose one-line text is exactly what was typed. */
export function suggestionTyped<T extends SuggestionLines>(
  typed: string,
  suggestions: readonly T[],
): T | undefined {
  return suggestions.find((suggestion) => typedExactly(typed, suggestionText(suggestion)));
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The first suggestion that matches typed text: every word typed is a word of its one-line text
 * ("Leeds LS1" matches "Leeds, West Yorkshire LS1"; "Lees" matches nothing there).
 */
export function suggestionMatching<T extends SuggestionLines>(
  typed: string,
  suggestions: readonly T[],
): T | undefined {
  const wanted = words(typed);
  if (wanted.length === 0) return undefined;
  return suggestions.find((suggestion) => {
    const have = new Set(words(suggestionText(suggestion)));
    return wanted.every((word) => have.has(word));
  });
}
