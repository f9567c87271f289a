import type {ComponentPropsWithRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/**
 * What the pre-rendered image shows until then: one transparent pixel, fetched from nowhere and
 * decoded once for every image of the page (an SVG here cost each image a document of its own,
 * and the first paint waited for them).
 */
export const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Props = Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'loading'> & {src: string; alt: string};

/**
 * An image below the first screen, which starts loading once the first paint is on the screen.
 *
 * Native lazy loading alone fetches every image within 1250–2500 px of the viewport during the
 * first frame's layout, and on a slow connection those bytes are shared with the hero image the
 * visitor is waiting for. So the pre-rendered page names the file in `data-src`, and the
 * paint-first loader (plugins/paint-first) copies it to `src` once the page has
 * painted; native lazy loading still holds back what lies further down. Without scripts the
 * `(scripting: none)` source shows the image at once. Rendered after hydration (a page opened
 * from a link), the image carries `src` from the start.
 */
export default function AfterPaintImage({src, alt, ...image}: Props) {
  const hydrated = useIsBrowser();
  // The pixel is square: the box keeps the file's proportions from its width and height.
  const proportions = image.width && image.height ? {aspectRatio: `${image.width} / ${image.height}`} : undefined;
  return (
    <picture className={styles.picture}>
      <source media="(scripting: none)" srcSet={src} />
      <img
        {...image}
        style={proportions}
        src={hydrated ? src : PLACEHOLDER}
        alt={alt}
        data-src={src}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
