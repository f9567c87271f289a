import {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import type {CategoryGroup} from '@site/src/partners/categories';
import {categoryText} from '@site/src/partners/categoryText';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {groups: CategoryGroup<PartnerEntry>[]};

/** Stands for the number while the words around it are cut out of the sentence. */
const NUMBER = '\u0000';

/**
 * What a screen reader hears around the count in a kind's link ("Coaching, 1 partner"), as the
 * words before and after the number: the number itself is the visible badge. One sentence for the
 * translator, so the words can go on either side of the number ("、3社").
 */
export function countWords(count: number): [before: string, after: string] {
  const description =
    'Heard by screen readers only, after the name of a kind of partner in the /partners hero links: the number ({count}) is shown in a badge, the words around it are only heard';
  const sentence =
    count === 1
      ? translate({id: 'partners.index.nav.count.one', message: ', {count} partner', description}, {count: NUMBER})
      : translate({id: 'partners.index.nav.count.other', message: ', {count} partners', description}, {count: NUMBER});
  const [before, after = ''] = sentence.split(NUMBER);
  return [before, after];
}

/** Links from the hero to each kind's section on the page, with how many partners it holds. */
export default function CategoryNav({groups}: Props) {
  return (
    <nav
      aria-label={translate({
        id: 'partners.index.nav.label',
        message: 'Partner categories',
        description: 'Accessible name of the links to each kind of partner in the /partners hero',
      })}
      className={styles.nav}>
      <ul className={styles.list}>
        {groups.map(({category, partners}) => {
          const [before, after] = countWords(partners.length);
          return (
            <li key={category.slug}>
              <Button to={`#${category.slug}`} variant="glass" size="sm" className={styles.chip}>
                {categoryText(category.slug).label}
                <span className={styles.count}>
                  {before && <span className="sr-only">{before}</span>}
                  {partners.length}
                  {after && <span className="sr-only">{after}</span>}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
