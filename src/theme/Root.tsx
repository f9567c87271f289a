import {useEffect, type ReactNode} from 'react';
import ToastHost from '@site/src/components/Toasts';
import LanguageSuggestion from '@site/src/components/LanguageSuggestion';

/**
 * Wraps every page: hosts the toasts the contact form shows (loaded when first needed) and the
 * offer of the page in the visitor's preferred language (shown once, after the page is idle).
 */
export default function Root({children}: {children: ReactNode}) {
  // Marks the moment the page became interactive (hydrated): browser tests wait for it, and
  // styles may use it to reveal enhancements that only work with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {children}
      <LanguageSuggestion />
      <ToastHost />
    </>
  );
}
