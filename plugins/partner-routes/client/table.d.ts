// Written by plugins/partner-routes for the production client bundle.
declare module '@generated/partner-routes/table.json' {
  const table: {component: string; slugs: string[]; basePath: string};
  export default table;
}

declare module '@generated/partner-routes/routesChunkNames.json' {
  const chunkNames: Record<string, unknown>;
  export default chunkNames;
}

declare module '@generated/partner-routes/documents' {
  export const partnerDocuments: Record<string, () => Promise<unknown>>;
}
