import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CardPicture from '@site/src/components/CardPicture';
import Icon from '@site/src/components/Icon';
import type {HighlightCardData as Highlight} from '@site/src/siteContent/types';
import styles from './styles.module.css';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';

/** One event: picture, title, description and a link to the post on LinkedIn. */
export default function HighlightCard({highlight}: {highlight: Highlight}) {
  const {title, description, image, link} = highlight;
  return (
    <article className={styles.card}>
      <CardPicture image={image} className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.title}>{withPhraseBreaks(title)}</h3>
        <p className={styles.description}>{description}</p>
        <Link className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
          <Translate
            id="home.highlights.viewOnLinkedIn"
            description="Link under an event card to its post on LinkedIn (short; LinkedIn is a name). English quoted by the site's specification: do not reword the English.">
            View on LinkedIn
          </Translate>
          <span className="sr-only">
            : {title}{' '}
            <Translate
              id="common.link.opensInNewTab"
              description="Read by screen readers after the name of a link that opens in a new browser tab">
              (opens in a new tab)
            </Translate>
          </span>
          <Icon name="externalLink" size={16} />
        </Link>
      </div>
    </article>
  );
}
