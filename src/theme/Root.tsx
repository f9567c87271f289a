import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {afterFirstView} from '@site/src/lib/afterFirstView';
import {whenIdle} from '@site/src/lib/whenIdle';
import {connectVisitCounter, countPageView, type VisitCounter} from '@site/src/lib/goals';
import {connectErrorSender, reportError, type ErrorSender} from '@site/src/lib/errorReports';
import type {AnalyticsSettings} from '@site/src/lib/analyticsSettings';
import type {ErrorReportingSettings} from '@site/src/lib/errorReportingSettings';
import ToastHost from '@site/src/components/Toasts';
import LanguageSuggestion from '@site/src/components/LanguageSuggestion';

/** Hears the page's script errors and unhandled rejections from hydration on, and reports them. */
function watchScriptErrors(): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? new Error(event.message), 'script');
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'script');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Wraps every page: hosts the toasts the contact form shows (loaded when first needed) and the
 * offer of the page in the visitor's preferred language (shown once, after the page is idle), and
 * starts the visit count and listens for errors to report when the build configured them.
 */
export default function Root({children}: {children: ReactNode}) {
  // Marks the moment the page became interactive (hydrated): browser tests wait for it, and
  // styles may use it to reveal enhancements that only work with JavaScript. Then the moment it
  // went idle: closed menus are laid out from then on (src/css/surfaces.module.css).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return whenIdle(() => (document.documentElement.dataset.idle = 'true'));
  }, []);
  // Visits are counted once the first view is over: the tracker never competes with the paint,
  // hydration or the first tap. Each page view waits for it, the landing page's included.
  // Without a configured domain this does nothing.
  const {siteConfig, i18n} = useDocusaurusContext();
  const analytics = siteConfig.customFields?.analytics as AnalyticsSettings | undefined;
  useEffect(() => {
    if (!analytics) return undefined;
    let start!: () => void;
    const firstViewOver = new Promise<void>((resolve) => (start = resolve));
    connectVisitCounter(
      firstViewOver
        .then(() => import('@site/src/lib/analytics'))
        .then(({startAnalytics}) => startAnalytics(analytics, i18n.currentLocale))
        // A blocked or failed download: the site works on, uncounted.
        .catch((): VisitCounter | undefined => undefined),
    );
    return afterFirstView(start);
  }, [analytics, i18n.currentLocale]);
  // Like the tracker's own, a page view per path: a new query or fragment is the same page.
  const {pathname} = useLocation();
  useEffect(() => {
    if (analytics) countPageView(window.location.href);
  }, [analytics, pathname]);
  // Errors reach the team only when the build was given a Sentry DSN. The SDK loads at the first
  // report, never with the page: a visit without an error costs a listener, not a download.
  const errorReporting = siteConfig.customFields?.errorReporting as ErrorReportingSettings | undefined;
  useEffect(() => {
    if (!errorReporting) return undefined;
    connectErrorSender(() =>
      import('@site/src/lib/errorReporting')
        .then(({startErrorReporting}) => startErrorReporting(errorReporting, i18n.currentLocale))
        // A blocked or failed download: the site works on, unreported.
        .catch((): ErrorSender | undefined => undefined),
    );
    return watchScriptErrors();
  }, [errorReporting, i18n.currentLocale]);
  return (
    <>
      {children}
      <LanguageSuggestion />
      <ToastHost />
    </>
  );
}
