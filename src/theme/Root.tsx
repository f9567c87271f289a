import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {connectGoalSender, type GoalSender} from '@site/src/lib/goals';
import type {AnalyticsSettings} from '@site/src/lib/analyticsSettings';
import ToastHost from '@site/src/components/Toasts';
import LanguageSuggestion from '@site/src/components/LanguageSuggestion';

/**
 * Wraps every page: hosts the toasts the contact form shows (loaded when first needed) and the
 * offer of the page in the visitor's preferred language (shown once, after the page is idle), and
 * starts the visit count when the build configured one.
 */
export default function Root({children}: {children: ReactNode}) {
  // Marks the moment the page became interactive (hydrated): browser tests wait for it, and
  // styles may use it to reveal enhancements that only work with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Visits are counted once the page is live and the browser idle: the tracker never competes
  // with the first paint or hydration. Without a configured domain this does nothing.
  const {siteConfig, i18n} = useDocusaurusContext();
  const analytics = siteConfig.customFields?.analytics as AnalyticsSettings | undefined;
  useEffect(() => {
    if (!analytics) return undefined;
    let start!: () => void;
    const idle = new Promise<void>((resolve) => (start = resolve));
    connectGoalSender(
      idle
        .then(() => import('@site/src/lib/analytics'))
        .then(({startAnalytics}) => startAnalytics(analytics, i18n.currentLocale))
        // A blocked or failed download: the site works on, uncounted.
        .catch((): GoalSender | undefined => undefined),
    );
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 1000);
      return () => window.clearTimeout(timer);
    }
    const callback = window.requestIdleCallback(start, {timeout: 3000});
    return () => window.cancelIdleCallback(callback);
  }, [analytics, i18n.currentLocale]);
  return (
    <>
      {children}
      <LanguageSuggestion />
      <ToastHost />
    </>
  );
}
