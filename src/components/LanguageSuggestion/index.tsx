import {useEffect, useMemo, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {buttonClassName} from '@site/src/components/Button';
import Icon from '@site/src/components/Icon';
import {LANGUAGE_CHOICE_KEY, rememberLanguageChoice} from '@site/src/components/LanguageMenu/languageChoice';
import {usePageInLanguage} from '@site/src/components/LanguageMenu/pageInLanguage';
import {LOCALES, type LocaleCode} from '@site/src/lib/locales';
import {SUGGESTION_COPY} from './copy';
import {languagesOfPage, suggestedLocale} from './preferredLanguage';
import {whenIdle} from '@site/src/lib/whenIdle';
import styles from './styles.module.css';

/** Set to DISMISSED when the visitor closes the suggestion; LANGUAGE_CHOICE_KEY when they choose a language. */
export const SUGGESTION_KEY = 'omnia-language-suggestion';
export const DISMISSED = 'dismissed';
const STORAGE_PROBE_KEY = 'omnia-storage-probe';

/**
 * The language to offer this visitor on a page in `current`, if any: the first of ours their browser
 * prefers, unless it is the page's, or they chose a language or dismissed the offer before. Storage
 * that cannot be read or written means no offer: a dismissal could not be remembered, and the
 * offer would come back on every visit.
 */
function languageToOffer(current: LocaleCode): LocaleCode | undefined {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const locale = suggestedLocale(preferred, current);
  if (!locale) return undefined;
  try {
    const storage = window.localStorage;
    if (storage.getItem(LANGUAGE_CHOICE_KEY) !== null || storage.getItem(SUGGESTION_KEY) === DISMISSED) {
      return undefined;
    }
    // Some private modes read but refuse to write (Safari's used to).
    storage.setItem(STORAGE_PROBE_KEY, '1');
    storage.removeItem(STORAGE_PROBE_KEY);
    return locale;
  } catch {
    return undefined;
  }
}

/**
 * Offers a visitor whose browser prefers another of the site's languages the same page in that
 * language, in that language: a small card in the bottom corner, never a redirect. It appears once
 * the page is idle, over the page (no layout shift, nothing for the largest paint), and is announced
 * politely without taking focus. Closing it or following its link is remembered for good.
 *
 * Nothing is rendered on the server or in the first client render; for a visitor with nothing to
 * be offered, nothing is rendered at all.
 */
export default function LanguageSuggestion() {
  const {current, hrefFor} = usePageInLanguage();
  const {pathname} = useLocation();
  // False on the server and while the page hydrates, so that neither renders anything.
  const hydrated = useIsBrowser();
  // The language this visitor could be offered, read once the page has hydrated.
  const offer = useMemo(() => (hydrated ? languageToOffer(current) : undefined), [hydrated, current]);
  // Once the page is idle: whether this page is written in it.
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);

  // Checked again on each page the visitor moves to, once its head names its languages.
  useEffect(() => {
    if (!offer || closed) return undefined;
    return whenIdle(() => setShown(languagesOfPage(document).has(offer)));
  }, [offer, closed, pathname]);

  if (!offer || closed) return null;

  const copy = SUGGESTION_COPY[offer];
  const {htmlLang} = LOCALES[offer];
  const dismiss = () => {
    setClosed(true);
    try {
      window.localStorage.setItem(SUGGESTION_KEY, DISMISSED);
    } catch {
      // Checked writable before it was shown; nothing more to do if that changed.
    }
  };

  // The live region is in the page before the card enters it, so screen readers announce the card.
  return (
    <div className={styles.live} aria-live="polite">
      {shown && (
        <section className={styles.card} aria-label={copy.label} lang={htmlLang}>
          <Icon name="globe" size={20} className={styles.icon} />
          <div className={styles.body}>
            <p className={styles.message}>{copy.message}</p>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- another language is another app: a full page load */}
            <a
              className={buttonClassName('default', 'sm', styles.action)}
              href={hrefFor(offer)}
              lang={htmlLang}
              hrefLang={htmlLang}
              onClick={() => rememberLanguageChoice(offer)}>
              {copy.action}
            </a>
          </div>
          <button
            type="button"
            className={buttonClassName('ghost', 'icon', styles.close)}
            aria-label={copy.dismiss}
            onClick={dismiss}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </section>
      )}
    </div>
  );
}
