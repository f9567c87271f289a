import {useEffect, type ReactNode} from 'react';
import ToastHost from '@site/src/components/Toasts';

/** Wraps every page: hosts the toasts the contact form shows (loaded when first needed). */
export default function Root({children}: {children: ReactNode}) {
  // Marks the moment the page became interactive (hydrated): browser tests wait for it, and
  // styles may use it to reveal enhancements that only work with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
