import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import LanguageItems from './LanguageItems';
import styles from './styles.module.css';

export const MOBILE_LANGUAGE_HEADING_ID = 'mobile-language-heading';

/** The phone menu's language section: a heading and the five languages as 44 px links. */
export default function MobileLanguageMenu({className}: {className?: string}) {
  return (
    <div className={clsx(styles.mobile, className)}>
      <h2 id={MOBILE_LANGUAGE_HEADING_ID} className={styles.mobileHeading}>
        {translate({
          id: 'chrome.language.heading',
          message: 'Language',
          description: "The heading over the list of the site's languages in the phone menu",
        })}
      </h2>
      <ul className={styles.mobileList} aria-labelledby={MOBILE_LANGUAGE_HEADING_ID}>
        <LanguageItems
          linkClassName={styles.mobileItem}
          currentClassName={styles.mobileCurrent}
          checkClassName={styles.check}
        />
      </ul>
    </div>
  );
}
