// Shared by client and server: the server's first screen follows the flag too.
/**
 * The client config's "use reservation text" flag (spec section 7): the interface
 * says "reservation" where it says "booking". One rule per language, applied to
 * every message after translation, so no message needs a second wording and a
 * new message follows the flag by itself.
 */
const RULES: Record<string, Array<[RegExp, (match: string) => string]>> = {
  'zh-Hans': [[/预订/g, () => '预约']],
  'zh-Hant': [[/預訂|訂位/g, () => '預約']],
  en: [
    [
      // Not before a hyphen: 'Book-out' (private dining) is a term of its own.
      /\b([Bb])ook(ings?|ed|s)?\b(?!-)/g,
      (match) => {
        const capital = match[0] === 'B';
        const tail = match.slice(4);
        const word =
          tail === 'ing' || tail === 'ings'
            ? `reservation${tail === 'ings' ? 's' : ''}`
            : `reserve${tail === 'ed' ? 'd' : tail}`;
        return capital ? word[0]!.toUpperCase() + word.slice(1) : word;
      },
    ],
  ],
};

/** Rewrites one message of `language` in reservation wording. */
export function toReservationText(text: string, language: string): string {
  let out = text;
  for (const [pattern, replace] of RULES[language] ?? []) out = out.replace(pattern, replace);
  return out;
}
