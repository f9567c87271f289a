import {FigureText, inMarketNotation, useNumberLocale} from '@site/src/components/MetricGrid';
import type {CardImage, ScreenWords} from '@site/src/siteContent/types';
import styles from './styles.module.css';

/**
 * The card's rendered width at each carousel and event-list breakpoint (1 / 2 / 3 per row, 24px
 * gap, inside the 1200px container with 16px side padding), so the browser picks the smallest file
 * that is sharp at the screen's density: a phone never downloads the desktop file.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1232px) 374px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

type Props = {image: CardImage; className?: string};

/**
 * The words on an illustration's screen, in the page's language and its market's notation. They
 * repeat the card's own text, so, like the picture, they are hidden from screen readers.
 */
function Screen({words: {figure, label}}: {words: ScreenWords}) {
  const locale = useNumberLocale();
  return (
    <p className={styles.screen} aria-hidden="true">
      <span className={styles.figure}>
        <FigureText figure={inMarketNotation(figure, locale)} locale={locale} />
      </span>
      <span className={styles.label}>{label}</span>
    </p>
  );
}

/**
 * A card's picture: an illustration as one <img> (with its 2x copy) and the words of its screen
 * over it, or a writer's photo as <picture> with AVIF and WebP variants. Width and height always
 * reserve the space (no layout shift).
 */
export default function CardPicture({image, className}: Props) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? CARD_IMAGE_SIZES : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (image.screen) {
    return (
      <div className={styles.illustration}>
        {img}
        <Screen words={image.screen} />
      </div>
    );
  }
  if (!image.sources?.length) return img;
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={CARD_IMAGE_SIZES} />
      ))}
      {img}
    </picture>
  );
}
