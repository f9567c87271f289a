/** The SAP sales regions Omnia works in, from content/site.yaml: the map on /about and the structured data read them. */
import regions from '@generated/site-content/default/regions.json';

export type {Region} from './siteSchema';

export const REGIONS = regions;

/** The region names as a sentence lists them: "A, B, C, and D". */
export function regionNamesInProse(): string {
  const names = REGIONS.map((region) => region.name);
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}
