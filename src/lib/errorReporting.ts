/**
 * Sentry, for the team to hear when the site breaks for a visitor (docs/error-reporting.md). This
 * module and the SDK are one chunk, loaded only in a build given a DSN, and there only when the
 * first failure is reported (src/lib/errorReports.ts): Root's listeners hear the page's errors, so
 * the SDK needs no global handlers of its own. No session replay, no tracing, no breadcrumbs (a
 * console line or a click could carry what a visitor typed), no IP address, no cookies: an event
 * carries the error, the page's path and the browser's name.
 */
import {
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
  type ErrorEvent,
} from '@sentry/browser';
import type {ErrorReportingSettings} from './errorReportingSettings';
import type {ErrorSender} from './errorReports';

let started: ErrorSender | undefined;

/**
 * What an event says of the page: its address without a query or fragment (which could hold
 * anything), and the browser's name; never the referrer.
 */
export function withoutAddressDetails(event: ErrorEvent): ErrorEvent {
  if (!event.request) return event;
  const {url, headers} = event.request;
  const userAgent = headers?.['User-Agent'];
  return {
    ...event,
    request: {
      ...(url ? {url: `${new URL(url).origin}${new URL(url).pathname}`} : {}),
      ...(userAgent ? {headers: {'User-Agent': userAgent}} : {}),
    },
  };
}

/** Starts reporting, at most once per page load, and answers how to report a failure (src/lib/errorReports.ts). */
export function startErrorReporting(settings: ErrorReportingSettings, language: string): ErrorSender {
  if (started) return started;
  init({
    dsn: settings.dsn,
    // Only what describes an error: its causes, no duplicates, the page.
    defaultIntegrations: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    // Nothing about the visitor: no user fields, no cookies, no query, no bodies; of the headers,
    // only the browser's name.
    dataCollection: {
      userInfo: false,
      cookies: false,
      urlQueryParams: false,
      httpHeaders: {request: {allow: ['User-Agent']}, response: false},
      httpBodies: [],
    },
    sendClientReports: false,
    maxBreadcrumbs: 0,
    initialScope: {tags: {language}},
    beforeSend: withoutAddressDetails,
  });
  started = (error, where) =>
    withScope((scope) => {
      scope.setTag('where', where);
      captureException(error);
    });
  return started;
}
