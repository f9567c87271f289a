/** Where the e2e tests find the served site and the shared browser (set by globalSetup). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that work on this closed network (see shared machine notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through jest --selectProjects e2e');
  return url;
}

export function wsEndpoint(): string {
  const endpoint = process.env.E2E_WS_ENDPOINT;
  if (!endpoint) throw new Error('E2E_WS_ENDPOINT is not set: run the e2e tests through jest --selectProjects e2e');
  return endpoint;
}
