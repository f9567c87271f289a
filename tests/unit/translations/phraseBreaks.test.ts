/**
 * `{wbr}` (src/lib/phraseBreaks.tsx) becomes a line-break opportunity only in the headings that pass
 * it as a value; anywhere else a visitor would read "{wbr}" on the page. Their descriptions, which
 * translators read beside each message, say so: a message may use `{wbr}` only where its
 * description mentions it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TRANSLATED_LOCALES} from '@site/src/translations/files';

type Messages = Record<string, {message: string; description: string}>;

const messagesOf = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n', locale, 'code.json'), 'utf8')) as Messages;

describe('phrase breaks in translated messages', () => {
  it.each(TRANSLATED_LOCALES)('%s uses {wbr} only in headings that render it', (locale) => {
    const misplaced = Object.entries(messagesOf(locale))
      .filter(([, {message, description}]) => message.includes('{wbr}') && !description.includes('{wbr}'))
      .map(([id]) => id);
    expect(misplaced).toEqual([]);
  });
});
