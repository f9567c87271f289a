import {trackGoal} from '@site/src/lib/goals';
import type {LocaleCode} from '@site/src/lib/locales';

/**
 * The language a visitor chose themselves (the language menu, or the suggestion's link), kept in
 * localStorage so LanguageSuggestion never offers another one. Storage can be refused (private
 * modes, blocked cookies): then nothing is remembered, and nothing breaks.
 */
export const LANGUAGE_CHOICE_KEY = 'omnia-language';

export function rememberLanguageChoice(locale: LocaleCode): void {
  // The page's own language goes with every event; this says which one the visitor chose.
  trackGoal('Language switch', {to: locale});
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Not remembered: the visitor may be offered a language again on a later visit.
  }
}
