/** The SAP sales regions Omnia works in, from content/site.yaml: the map on /about and the structured data read them. */
import regions from '@generated/site-content/default/regions.json';

export type {Region} from './siteSchema';

export const REGIONS = regions;
