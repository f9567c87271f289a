/**
 * Stand-ins for the browser APIs jsdom lacks: IntersectionObserver (driven by the test, which says
 * how much of the page is visible) and matchMedia (the reduced-motion preference).
 */
type Observer = {
  callback: IntersectionObserverCallback;
  threshold: number;
  elements: Element[];
  instance: IntersectionObserver;
};

let observers: Observer[] = [];

class MockIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    const threshold = Array.isArray(options.threshold) ? options.threshold[0] : (options.threshold ?? 0);
    observers.push({callback, threshold, elements: [], instance: this as unknown as IntersectionObserver});
  }
  observe(element: Element) {
    observers.find((o) => o.instance === (this as unknown))?.elements.push(element);
  }
  disconnect() {
    observers = observers.filter((o) => o.instance !== (this as unknown));
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

export function installIntersectionObserver() {
  observers = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });
}

export function removeIntersectionObserver() {
  observers = [];
  delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
}

/** Scrolls every observed element to `ratio` visibility; observers whose threshold is met fire. */
export function showShare(ratio: number) {
  for (const observer of [...observers]) {
    const entries = observer.elements.map(
      (target) =>
        ({
          target,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0 && ratio >= observer.threshold,
        }) as IntersectionObserverEntry,
    );
    observer.callback(entries, observer.instance);
  }
}

export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
