/**
 * Strings of the Docusaurus theme that our pages render, as each market writes them. The theme's
 * own translations are machine-plain; ours live in i18n/<locale>/code.json under `theme.*`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LocaleCode} from '@site/src/lib/locales';

type CodeJson = Record<string, {message: string}>;
const codeJson = (locale: LocaleCode): CodeJson =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n', locale, 'code.json'), 'utf8')) as CodeJson;
const format = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

describe("the title of the link after every page's ## headings", () => {
  // "Direct link to {heading}", with the heading quoted as each language quotes a name.
  it.each([
    ['es', 'Enlace directo a “Casos de éxito”', 'Casos de éxito'],
    ['pt-BR', 'Link direto para “Casos de sucesso”', 'Casos de sucesso'],
    ['de', 'Direkter Link zu „Erfolgsgeschichten“', 'Erfolgsgeschichten'],
    ['ja', '「導入事例」への直接リンク', '導入事例'],
  ] as const)('reads naturally in %s', (locale, expected, heading) => {
    expect(format(codeJson(locale)['theme.common.headingLinkTitle'].message, {heading})).toBe(expected);
  });
});
