// routesChunkNames for the browser: Docusaurus's, without the partner routes, plus the partner
// routes rebuilt from the slugs (see ../routeTable.ts). The plugin aliases @generated/routesChunkNames here.
import chunkNames from '@generated/partner-routes/routesChunkNames.json';
import {partnerChunkNames} from './partnerTable';

export default {...chunkNames, ...partnerChunkNames};
