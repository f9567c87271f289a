/** Where the e2e tests find the browser, the served site and the shared browser server. */
export {CHROMIUM_FLAGS as CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../scripts/chromium.mjs';

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
