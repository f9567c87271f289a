import {DEFAULT_LOCALE, LOCALES, isLocaleCode} from '@site/src/lib/locales';

/** The attributes of the clip's one <track>. */
export type CaptionTrack = {src: string; srcLang: string; label: string};

/**
 * The captions in the page's language: static/video/las-vegas-party.<locale>.vtt, tagged with the
 * language's BCP 47 tag and named in that language ("Deutsch"), as a player's captions menu lists
 * it. The path stays at the site root: every language's build holds the same static files. An
 * unknown locale gets the English track.
 */
export function captionTrack(locale: string): CaptionTrack {
  const code = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
  const {htmlLang, label} = LOCALES[code];
  return {src: `/video/las-vegas-party.${code}.vtt`, srcLang: htmlLang, label};
}
