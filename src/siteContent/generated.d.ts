// The page modules plugins/site-content writes from content/ at build time (see its pageModules.ts).
declare module '@generated/site-content/default/email.json' {
  const email: string;
  export default email;
}
declare module '@generated/site-content/default/linkedin.json' {
  const linkedin: string;
  export default linkedin;
}
declare module '@generated/site-content/default/postal-address.json' {
  const postalAddress: string | null;
  export default postalAddress;
}
declare module '@generated/privacy-notice/default/notice.json' {
  const notice: import('../../plugins/privacy-notice').NoticeModule;
  export default notice;
}
declare module '@generated/site-content/default/regions.json' {
  const regions: import('./siteSchema').Region[];
  export default regions;
}
declare module '@generated/site-content/default/founded.json' {
  const founded: string;
  export default founded;
}
declare module '@generated/site-content/default/region-names.json' {
  const regionNames: string;
  export default regionNames;
}
declare module '@generated/site-content/default/track-record.json' {
  const metrics: import('../components/MetricGrid').Metric[];
  export default metrics;
}
declare module '@generated/site-content/default/partner-results.json' {
  const metrics: import('../components/MetricGrid').Metric[];
  export default metrics;
}
declare module '@generated/site-content/default/values.json' {
  const values: import('./siteSchema').ValueCard[];
  export default values;
}
declare module '@generated/site-content/default/steps.json' {
  const steps: import('./siteSchema').OperatingStep[];
  export default steps;
}
declare module '@generated/site-content/default/recent-highlights.json' {
  const highlights: import('./types').HighlightCardData[];
  export default highlights;
}
declare module '@generated/site-content/default/event-list.json' {
  const events: import('./types').ListedEvent[];
  export default events;
}
declare module '@generated/japanese-phrases/default/phrases.json' {
  const phrases: import('../lib/phraseBreakMarker').PhraseTable;
  export default phrases;
}
