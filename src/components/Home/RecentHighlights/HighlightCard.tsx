import Icon from '@site/src/components/Icon';
import type {Highlight} from './highlights';
import styles from './styles.module.css';

/** One event: image, title, description and a link to the post on LinkedIn. */
export default function HighlightCard({highlight}: {highlight: Highlight}) {
  const {title, description, image, link} = highlight;
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
        <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
          View on LinkedIn
          <span className="sr-only">: {title} (opens in a new tab)</span>
          <Icon name="externalLink" size={16} />
        </a>
      </div>
    </article>
  );
}
