import Icon from '@site/src/components/Icon';
import {LOCALE_CODES, LOCALES} from '@site/src/lib/locales';
import {rememberLanguageChoice} from './languageChoice';
import {usePageInLanguage} from './pageInLanguage';

type Props = {linkClassName: string; currentClassName: string; checkClassName: string};

/**
 * The five languages as list items, each named in itself and marked with its language. The page's
 * own language is marked current and is not a link; every other one is a plain link to the same
 * page in that language: a full page load, because each language is a separate app that
 * Docusaurus's client-side router cannot enter.
 */
export default function LanguageItems({linkClassName, currentClassName, checkClassName}: Props) {
  const {current, hrefFor} = usePageInLanguage();
  return LOCALE_CODES.map((code) => {
    const {label, htmlLang} = LOCALES[code];
    return (
      <li key={code}>
        {code === current ? (
          <span className={currentClassName} lang={htmlLang} aria-current="true">
            {label}
            <Icon name="check" size={16} className={checkClassName} />
          </span>
        ) : (
          // eslint-disable-next-line @docusaurus/no-html-links -- another language is another app: a full page load
          <a
            className={linkClassName}
            href={hrefFor(code)}
            lang={htmlLang}
            hrefLang={htmlLang}
            onClick={() => rememberLanguageChoice(code)}>
            {label}
          </a>
        )}
      </li>
    );
  });
}
