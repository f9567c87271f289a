import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import type {Highlight} from './highlights';
import styles from './styles.module.css';

/**
 * The card's rendered width at each carousel breakpoint (carouselConfig.ts: 1 / 2 / 3 per view,
 * 24px gap, inside the 1200px container with 16px side padding), so the browser picks the 800w
 * file on 1x screens and the 1600w one where 800 pixels would look soft.
 */
const IMAGE_SIZES =
  '(min-width: 1232px) 374px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** One event: image, title, description and a link to the post on LinkedIn. */
export default function HighlightCard({highlight}: {highlight: Highlight}) {
  const {title, description, image, link} = highlight;
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? IMAGE_SIZES : undefined}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
        <Link className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
          View on LinkedIn
          <span className="sr-only">: {title} (opens in a new tab)</span>
          <Icon name="externalLink" size={16} />
        </Link>
      </div>
    </article>
  );
}
