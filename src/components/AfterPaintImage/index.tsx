import type {ComponentPropsWithRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/**
 * What the pre-rendered image shows until then: an empty SVG, fetched from nowhere and drawn as
 * nothing. Having no size of its own, it leaves the box to the width and height attributes.
 */
export const PLACEHOLDER = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';

type Props = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'loading'> & {src: string; alt: string};

/**
 * An image below the first screen, which starts loading once the first paint is on the screen.
 *
 * Native lazy loading alone fetches every image within 1250–2500 px of the viewport during the
 * first frame's layout, and on a slow connection those bytes are shared with the hero image the
 * visitor is waiting for. So the pre-rendered page names the file in `data-src`, and the
 * paint-first loader (plugins/built-pages/paintFirst.ts) copies it to `src` once the page has
 * painted; native lazy loading still holds back what lies further down. Without scripts the
 * `(scripting: none)` source shows the image at once. Rendered after hydration (a page opened
 * from a link), the image carries `src` from the start.
 */
export default function AfterPaintImage({src, alt, ...image}: Props) {
  const hydrated = useIsBrowser();
  return (
    <picture className={styles.picture}>
      <source media="(scripting: none)" srcSet={src} />
      <img {...image} src={hydrated ? src : PLACEHOLDER} alt={alt} data-src={src} loading="lazy" decoding="async" />
    </picture>
  );
}
