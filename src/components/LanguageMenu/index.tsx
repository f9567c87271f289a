import {memo, useCallback, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import {useDismiss} from '@site/src/hooks/useDismiss';
import {LOCALES} from '@site/src/lib/locales';
import LanguageItems from './LanguageItems';
import {usePageInLanguage} from './pageInLanguage';
import styles from './styles.module.css';

export {default as MobileLanguageMenu} from './MobileLanguageMenu';

export const LANGUAGE_MENU_ID = 'language-menu';

/** "Português (Brasil)" → "Português": what the button shows; the full name is in its accessible name. */
const shortName = (label: string) => label.replace(/\s*\(.*\)$/, '');

/**
 * The navigation bar's language switcher, a disclosure button like the navigation's dropdowns
 * (SiteHeader/DesktopNav): Enter or Space toggles, Tab walks through the languages, Escape closes
 * and returns focus to the button, and a click or focus outside closes.
 */
function LanguageMenu({className}: {className?: string}) {
  const {current} = usePageInLanguage();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const {rootRef, onBlur} = useDismiss<HTMLDivElement>(open, close, () => buttonRef.current);
  const {label} = LOCALES[current];

  return (
    <div ref={rootRef} className={clsx(styles.menu, className)} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={LANGUAGE_MENU_ID}
        // Contains the name the button shows ("English"), as voice control expects.
        aria-label={translate(
          {
            id: 'chrome.language.button',
            message: 'Language: {language}',
            description:
              "The accessible name of the navigation bar's language button; {language} is the page's language, named in itself (English, Deutsch)",
          },
          {language: label},
        )}
        onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <Icon name="globe" size={18} className={styles.globe} />
        <span>{shortName(label)}</span>
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={LANGUAGE_MENU_ID} className={clsx(styles.dropdown, open && styles.dropdownOpen)} hidden={!open}>
        <LanguageItems linkClassName={styles.item} currentClassName={styles.current} checkClassName={styles.check} />
      </ul>
    </div>
  );
}

// The phone menu's button re-renders the header; the language menu never changes with it.
export default memo(LanguageMenu);
