import Link from '@docusaurus/Link';
import CardPicture from '@site/src/components/CardPicture';
import Icon from '@site/src/components/Icon';
import type {HighlightCardData as Highlight} from '@site/src/content/types';
import styles from './styles.module.css';

/** One event: picture, title, description and a link to the post on LinkedIn. */
export default function HighlightCard({highlight}: {highlight: Highlight}) {
  const {title, description, image, link} = highlight;
  return (
    <article className={styles.card}>
      <CardPicture image={image} className={styles.image} />
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
