// Answers the browser tests put in the backend's place, for the form's insert requests.
import type {Page, Route} from '@playwright/test';

/** The form's insert: POST (and its CORS preflight) to the submissions table. */
export const BACKEND_ROUTE = '**/rest/v1/contact_submissions*';

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** What PostgREST answers when the database's limits refuse the request (429 OMNIA429). */
export function answerRateLimited(page: Page) {
  return page.route(BACKEND_ROUTE, (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
    return route.fulfill({
      status: 429,
      headers: {...CORS, 'content-type': 'application/json; charset=utf-8'},
      body: JSON.stringify({
        code: 'OMNIA429',
        message: 'Too many contact form submissions. Please try again later.',
        details: null,
        hint: null,
      }),
    });
  });
}
