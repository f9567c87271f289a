/** A metric card's accent colours, in a module without JSX or CSS so the Node-side schema can read it. */
export const METRIC_GRADIENTS = ['blue', 'teal', 'amber', 'navy'] as const;
export type MetricGradient = (typeof METRIC_GRADIENTS)[number];
