// A visitor's name as they wrote it, wherever the team reads it: the lead e-mail and the held-rows
// summary (notify-lead, under Deno), `npm run submissions` (Node) and the e-mail the form prepares
// (the browser). Japanese puts the family name first, and the form of a Japanese page asks for it
// first. A name in Japanese script takes no space (山田太郎); in Latin letters it keeps one.

/** The page languages whose form asks for the family name before the given name. */
export const FAMILY_NAME_FIRST = /** @type {const} */ (['ja']);

/**
 * Whether the form of a page in `language` asks for the family name first.
 * @param {string | null | undefined} language
 */
export function asksFamilyNameFirst(language) {
  return /** @type {readonly string[]} */ (FAMILY_NAME_FIRST).includes(language ?? '');
}

const JAPANESE_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]+$/u;

/**
 * @param {string} firstName the given name (column first_name)
 * @param {string} lastName the family name (column last_name)
 * @param {string | null | undefined} language the page's language the form was sent from (column locale)
 * @returns {string} the full name in that language's order; either part may be blank
 */
export function personName(firstName, lastName, language) {
  const familyFirst = asksFamilyNameFirst(language);
  const parts = (familyFirst ? [lastName, firstName] : [firstName, lastName]).filter(Boolean);
  const joined = familyFirst && parts.every((part) => JAPANESE_SCRIPT.test(part));
  return parts.join(joined ? '' : ' ');
}
