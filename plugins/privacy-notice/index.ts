/**
 * What the privacy notice (/privacy) states that only the build knows: the services that handle a
 * visitor's data in this build (src/privacy/processors.ts, from the build's settings) and the day
 * the notice last changed (src/privacy/lastChanged.ts, from the repository's history), both written
 * in the language being built so the browser renders exactly what the server did. The page imports
 * them as `@generated/privacy-notice/default/notice.json`, so no other page carries them.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dateInWords} from '../../src/siteContent/events';
import {DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode} from '../../src/lib/locales';
import {noticeLastChanged} from '../../src/privacy/lastChanged';
import {processorsFor, type Processor} from '../../src/privacy/processors';

/** A processor as the page shows it: with the name of the country its data stays in, in the page's language. */
export type ShownProcessor = Processor & {countryName?: string};

export type NoticeModule = {processors: ShownProcessor[]; lastChanged: string; lastChangedInWords: string};

/** The notice's facts for one language. */
export function noticeModule(processors: Processor[], lastChanged: string, locale: LocaleCode): NoticeModule {
  const countries = new Intl.DisplayNames([LOCALES[locale].htmlLang], {type: 'region'});
  return {
    processors: processors.map((processor) =>
      'country' in processor && processor.country
        ? {...processor, countryName: countries.of(processor.country)}
        : processor,
    ),
    lastChanged,
    lastChangedInWords: dateInWords(lastChanged, locale),
  };
}

export default function privacyNoticePlugin(context: LoadContext): Plugin {
  const locale = isLocaleCode(context.i18n.currentLocale) ? context.i18n.currentLocale : DEFAULT_LOCALE;
  // Read here, not in contentLoaded: a SUPABASE_REGION Supabase does not have stops the build at once.
  const processors = processorsFor(process.env);
  return {
    name: 'privacy-notice',
    async contentLoaded({actions}) {
      const notice = noticeModule(processors, noticeLastChanged(context.siteDir), locale);
      await actions.createData('notice.json', JSON.stringify(notice));
    },
  };
}
