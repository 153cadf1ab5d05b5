// One rule for how a person's name reads, on every page, in every notification and
// export, whatever the interface language: a name is written the way its own script
// writes it. Diners type a family name and a given name separately (spec: diner "last
// name, first name"); only their joining is decided here.
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN = /^[\p{Script=Latin}\p{M}\s.'’-]+$/u;

export interface PersonNameParts {
  lastName?: string;
  firstName?: string;
}

/**
 * A person's name as shown: Chinese, Japanese or Korean names family name first with
 * no space (陳美玲, 李雷), in an English page too; names in Latin letters given name
 * first with a space (John Smith), in a Chinese page too; a name mixing the two (陳 Mary)
 * family name first with a space. Blank parts drop out; '' when both are blank.
 */
export function personName(parts: PersonNameParts | undefined | null): string {
  const last = (parts?.lastName ?? '').trim().replace(/\s+/g, ' ');
  const first = (parts?.firstName ?? '').trim().replace(/\s+/g, ' ');
  if (!last || !first) return last || first;
  if (EAST_ASIAN.test(last) && EAST_ASIAN.test(first)) return `${last}${first}`;
  if (LATIN.test(last) && LATIN.test(first)) return `${first} ${last}`;
  return `${last} ${first}`;
}
