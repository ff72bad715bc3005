/**
 * How a typed place name is compared with the names of airports, cities and hotels (decision 110), on the
 * server's suggestions and in the web's comboboxes alike: case and diacritics do not count, nor do the
 * spelling variants of Arabic letters (hamza forms of alef, alef maqsura, taa marbuta, tatweel, vowel marks),
 * nor punctuation and spacing.
 */
export function foldName(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Accents, Arabic vowel marks and the hamza above or below (أ إ آ ؤ ئ decompose to their base letter).
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/[\u0649\u06cc]/g, '\u064a')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u06a9/g, '\u0643')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * The one item that the text names exactly (by its code, or a name in any language), or null when it names
 * none or several (Istanbul's two airports): then the user has to choose from the list.
 */
export function namedExactly<T>(items: readonly T[], text: string, namesOf: (item: T) => readonly string[]): T | null {
  const needle = foldName(text);
  if (!needle) return null;
  const matches = items.filter((item) => namesOf(item).some((name) => foldName(name) === needle));
  return matches.length === 1 ? matches[0]! : null;
}
