/**
 * The classic theme's progress bar for a link followed in the browser (the thin bar at the top
 * while the next page's code loads), without nprogress: nprogress draws its bar by setting
 * `innerHTML`, a sink the pages' CSP refuses (Trusted Types, plugins/host-config/policy.ts).
 * The same elements are made with DOM calls, styled by the theme's nprogress.css, with nprogress's
 * timings. ./index.ts puts this module in place of the theme's.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

// The theme's: a page that is ready within this time shows no bar at all.
const DELAY_MS = 200;
// nprogress's: each move's transition, the pause between small advances, where the bar starts.
const SPEED_MS = 200;
const TRICKLE_MS = 800;
const MINIMUM = 0.08;

let shown: {container: HTMLElement; bar: HTMLElement; status: number; timer: number} | undefined;

function moveTo(status: number) {
  if (!shown) return;
  shown.status = status;
  shown.bar.style.transition = `transform ${SPEED_MS}ms ease`;
  shown.bar.style.transform = `translate3d(${(status - 1) * 100}%,0,0)`;
}

function start() {
  if (shown) return;
  const container = document.createElement('div');
  container.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.style.transform = 'translate3d(-100%,0,0)';
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  container.append(bar);
  document.body.append(container);
  // The start position is drawn before the move, so the move is animated.
  void container.offsetWidth;
  const trickle = () => moveTo(Math.min(shown!.status + Math.random() * 0.02, 0.994));
  shown = {container, bar, status: 0, timer: window.setInterval(trickle, TRICKLE_MS)};
  moveTo(MINIMUM);
}

function done() {
  if (!shown) return;
  const {container, timer} = shown;
  window.clearInterval(timer);
  moveTo(1);
  shown = undefined;
  // Full, then fades out, then goes.
  window.setTimeout(() => {
    container.style.transition = `opacity ${SPEED_MS}ms linear`;
    container.style.opacity = '0';
    window.setTimeout(() => container.remove(), SPEED_MS);
  }, SPEED_MS);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const delay = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(delay);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default routeProgress;
