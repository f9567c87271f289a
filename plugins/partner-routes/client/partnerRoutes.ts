/**
 * The partner pages' routes, rebuilt in the browser from the list of slugs (see ../routeTable.ts).
 * Kept apart from partnerTable.ts because ComponentCreator reads the route table, which imports
 * that module: calling it there would run before the table exists.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import table from '@generated/partner-routes/table.json';
import {PARTNER_ROUTE_KEY, partnerPath} from './partnerTable';

export const partnerRoutes = table.slugs.map((slug) => ({
  path: partnerPath(slug),
  component: ComponentCreator(partnerPath(slug), PARTNER_ROUTE_KEY),
  exact: true,
}));
