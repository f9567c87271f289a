/**
 * The site's toasts, loaded when a page first needs one. notistack (~8 KB compressed with its
 * styling engine) is only used by the contact form after a submission, so no page ships it on
 * first view: `loadToasts()` mounts the host (./Host) and resolves with notistack's functions once
 * it can show a toast. The contact form calls it when a field gets focus, so by the time the
 * visitor presses Send the toasts are usually ready.
 */
import {useEffect, useState, type ComponentType} from 'react';
import type {ToastFunctions} from './Host';

export type {ToastFunctions};

type Loader = {
  promise: Promise<ToastFunctions>;
  resolve: (toasts: ToastFunctions) => void;
  reject: (error: unknown) => void;
};

let loader: Loader | undefined;
const mountRequests = new Set<() => void>();

function newLoader(): Loader {
  let resolve!: Loader['resolve'];
  let reject!: Loader['reject'];
  const promise = new Promise<ToastFunctions>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return {promise, resolve, reject};
}

/** Resolves once a toast can be shown. A failed download is retried by the next call. */
export function loadToasts(): Promise<ToastFunctions> {
  if (!loader) {
    loader = newLoader();
    for (const request of mountRequests) request();
  }
  return loader.promise;
}

const markReady = (toasts: ToastFunctions) => loader?.resolve(toasts);

/** Rendered once by src/theme/Root: nothing until a page asks for toasts, then notistack's host. */
export default function ToastHost() {
  const [Host, setHost] = useState<ComponentType<{onReady: (toasts: ToastFunctions) => void}>>();
  useEffect(() => {
    const mount = () => {
      import('./Host')
        .then((module) => setHost(() => module.default))
        .catch((error: unknown) => {
          loader?.reject(error);
          loader = undefined;
        });
    };
    mountRequests.add(mount);
    if (loader) mount();
    return () => {
      mountRequests.delete(mount);
      // Toasts asked for later belong to the next host (tests mount and unmount the root).
      if (mountRequests.size === 0) loader = undefined;
    };
  }, []);
  return Host ? <Host onReady={markReady} /> : null;
}
