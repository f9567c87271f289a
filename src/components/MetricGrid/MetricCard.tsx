import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Icon, {type IconName} from '@site/src/components/Icon';
import {useCountUp} from '@site/src/hooks/useCountUp';
import {formatDigits} from '@site/src/lib/digits';
import {isLocaleCode, LOCALES} from '@site/src/lib/locales';
import type {MetricGradient} from './gradients';
import {inMarketNotation, type FigureSetting} from './marketNotation';
import styles from './styles.module.css';

export {METRIC_GRADIENTS, type MetricGradient} from './gradients';

type Figure = {prefix: string; value: number; suffix: string};

/** One figure: `prefix` + `value` + `suffix` ("$" 65 "M+"), with what it measures. */
export type Metric = {
  icon: IconName;
  /** The number itself; it counts up from 0 when the card comes into view. */
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  description?: string;
  /** Accent colour of the card. */
  gradient?: MetricGradient;
  /** Never animate (for figures that read oddly counting up, e.g. "24/7"). */
  isStatic?: boolean;
};

/** A metric as it reads in `locale`: prefix, digits, suffix, an amount in the market's notation. */
export const formatMetricIn =
  (locale: string, setting: FigureSetting = 'card') =>
  (metric: Pick<Metric, 'prefix' | 'value' | 'suffix'>) => {
    const {prefix, value, suffix} = inMarketNotation(metric, locale, setting);
    return `${prefix}${formatDigits(value, locale)}${suffix}`;
  };

/** A metric as it reads in English, digits grouped by commas. */
export const formatMetric = formatMetricIn('en-US');

/** The page's language as a BCP 47 tag for Intl (es-419 for the site's Latin American Spanish). */
export function useNumberLocale(): string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return isLocaleCode(currentLocale) ? LOCALES[currentLocale].htmlLang : 'en-US';
}

type Props = {metric: Metric; index: number};

const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A figure already in the market's notation, as large type sets it. */
export function FigureText({figure: {prefix, value, suffix}, locale}: {figure: Required<Figure>; locale: string}) {
  return (
    <>
      {prefix}
      {formatDigits(value, locale)}
      {/* A unit in Japanese script (万ドル, 時間) is set smaller, as Japanese figures are, so the
          figure stays on one line. */}
      {JAPANESE_SCRIPT.test(suffix) ? <span className={styles.unit}>{suffix}</span> : suffix}
    </>
  );
}

export default function MetricCard({metric, index}: Props) {
  const {icon, label, description, gradient = 'blue', isStatic} = metric;
  const locale = useNumberLocale();
  const {prefix, value, suffix} = inMarketNotation(metric, locale);
  const {ref, value: shown} = useCountUp<HTMLLIElement>(value, {index, isStatic});

  return (
    <li ref={ref} className={clsx(styles.card, styles[gradient])}>
      <span className={styles.badge}>
        <Icon name={icon} size={22} />
      </span>
      <p className={styles.value}>
        {/* Screen readers get the final figure once, not every step of the count. */}
        <span aria-hidden="true">
          <FigureText figure={{prefix, value: shown, suffix}} locale={locale} />
        </span>
        <span className="sr-only">{`${prefix}${formatDigits(value, locale)}${suffix}`}</span>
      </p>
      <p className={styles.label}>{label}</p>
      {description && <p className={styles.description}>{description}</p>}
    </li>
  );
}
