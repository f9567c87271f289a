/**
 * Which of a collection's fields a translator writes in the editor, from the one table the check
 * and the build read (src/translations/fields.ts): text is `i18n: true`, written per language;
 * every fact (figures, icons, links, dates, flags, names) is `i18n: duplicate`, English's value
 * shown greyed in the other languages. A group or list holding any text is translated, its facts
 * inside it duplicated. Decap hides a field without an i18n setting in translations, so every
 * field gets one. Browser-safe.
 */
import type {ContentKind} from '../translations/files';
import {isTextField} from '../translations/fields';
import type {CmsField} from './schemaFields';

/** What a translator reads beside a figure's suffix, in every collection. */
export const SUFFIX_HINT =
  'After the number: a symbol (%, +, x, M+) or words (" hrs"). In a translation, words are translated; a symbol stays as in English.';

function settle(kind: ContentKind, field: CmsField, parent: readonly string[]): CmsField {
  const path = [...parent, field.name];
  if (field.fields) {
    const fields = field.fields.map((child) => settle(kind, child, path));
    const text = isTextField(kind, path) || fields.some((child) => child.i18n === true);
    return {...field, fields, i18n: text ? true : 'duplicate'};
  }
  if (field.field) {
    // A list of texts (a partner's highlights) is translated item by item.
    const item = isTextField(kind, path) ? {...field.field, i18n: true as const} : settle(kind, field.field, path);
    return {...field, field: item, i18n: item.i18n === true ? true : 'duplicate'};
  }
  // A suffix is a word (" hrs", translated) or a symbol ("%", kept): the field is open to both, and
  // saving puts English's symbol back (./translationLayout.ts, src/translations/compare.ts).
  return {...field, i18n: field.name === 'suffix' || isTextField(kind, path) ? true : 'duplicate'};
}

/** The fields with their i18n setting for content of `kind`. */
export function withTranslationSettings(kind: ContentKind, fields: readonly CmsField[]): CmsField[] {
  return fields.map((field) => settle(kind, field, []));
}
