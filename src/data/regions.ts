/** The four SAP sales regions Omnia works in: the about page's map, the home page's value cards and the structured data read them here. */
export type Region = {code: 'NA' | 'LATAM' | 'EMEA' | 'APJ'; name: string};

export const REGIONS: readonly Region[] = [
  {code: 'NA', name: 'North America'},
  {code: 'LATAM', name: 'Latin America'},
  {code: 'EMEA', name: 'Europe, Middle East and Africa'},
  {code: 'APJ', name: 'Asia Pacific and Japan'},
];

/** "North America, Latin America, …, and Asia Pacific and Japan", as a sentence lists them. */
export function regionNamesInProse(): string {
  const names = REGIONS.map((region) => region.name);
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}
