import HighlightCard from './HighlightCard';
import type {HighlightCardData as Highlight} from '@site/src/siteContent/types';
import styles from './styles.module.css';

/**
 * The cards as plain pre-rendered HTML: what crawlers, no-JS visitors and the first paint see.
 * It is laid out like the carousel (1, 2 or 3 cards per view, same gap, scroll-snap), so nothing
 * jumps when the carousel takes over.
 */
export default function HighlightList({highlights}: {highlights: readonly Highlight[]}) {
  return (
    <ul className={styles.list}>
      {highlights.map((highlight) => (
        <li key={highlight.id} className={styles.listItem}>
          <HighlightCard highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}
