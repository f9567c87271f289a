/**
 * Omnia's track record across its partners: the figures the why-omnia page counts up and the
 * service page's performance panel shows. Pages import them from here; never retype a figure.
 */
import type {Metric} from '@site/src/components/MetricGrid';

export const PIPELINE_UNDER_MANAGEMENT: Metric = {
  icon: 'chart',
  prefix: '$',
  value: 65,
  suffix: 'M+',
  label: 'Pipeline under management',
  gradient: 'blue',
};

export const SOURCED_OPPORTUNITY_GROWTH: Metric = {
  icon: 'rocket',
  value: 253,
  suffix: '%',
  label: 'YoY growth in sourced opportunities',
  gradient: 'teal',
};

export const DIRECT_CUSTOMER_ENGAGEMENTS: Metric = {
  icon: 'users',
  value: 200,
  suffix: '+',
  label: 'Direct customer engagements',
  gradient: 'amber',
};

/** The three figures, in the order pages show them. */
export const TRACK_RECORD: readonly Metric[] = [
  PIPELINE_UNDER_MANAGEMENT,
  SOURCED_OPPORTUNITY_GROWTH,
  DIRECT_CUSTOMER_ENGAGEMENTS,
];
