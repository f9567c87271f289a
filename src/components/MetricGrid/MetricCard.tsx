import clsx from 'clsx';
import Icon, {type IconName} from '@site/src/components/Icon';
import {useCountUp} from '@site/src/hooks/useCountUp';
import type {MetricGradient} from './gradients';
import styles from './styles.module.css';

export {METRIC_GRADIENTS, type MetricGradient} from './gradients';

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

// Fixed locale so the pre-rendered text and the browser's agree (no hydration mismatch).
const formatNumber = (value: number) => value.toLocaleString('en-US');

export const formatMetric = ({prefix = '', value, suffix = ''}: Pick<Metric, 'prefix' | 'value' | 'suffix'>) =>
  `${prefix}${formatNumber(value)}${suffix}`;

type Props = {metric: Metric; index: number};

export default function MetricCard({metric, index}: Props) {
  const {icon, value, prefix = '', suffix = '', label, description, gradient = 'blue', isStatic} = metric;
  const {ref, value: shown} = useCountUp<HTMLLIElement>(value, {index, isStatic});

  return (
    <li ref={ref} className={clsx(styles.card, styles[gradient])}>
      <span className={styles.badge}>
        <Icon name={icon} size={22} />
      </span>
      <p className={styles.value}>
        {/* Screen readers get the final figure once, not every step of the count. */}
        <span aria-hidden="true">
          {prefix}
          {formatNumber(shown)}
          {suffix}
        </span>
        <span className="sr-only">{formatMetric(metric)}</span>
      </p>
      <p className={styles.label}>{label}</p>
      {description && <p className={styles.description}>{description}</p>}
    </li>
  );
}
