import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Icon from '@site/src/components/Icon';
import IconBadge from '@site/src/components/IconBadge';
import PartnerCard from '@site/src/components/PartnerCard';
import type {PartnerCategoryInfo} from '@site/src/partners/categories';
import {categoryText} from '@site/src/partners/categoryText';
import type {PartnerEntry} from '@site/src/partners/types';
import styles from './styles.module.css';

type Props = {category: PartnerCategoryInfo; partners: PartnerEntry[]};

/**
 * Cards per row on wide screens, chosen to fill every row of the column beside the heading: one
 * card takes the row (and lays itself out as a row), two or three sit side by side, four make a
 * square, six make two rows of three. A count nothing divides (5, 7) gets rows of three.
 */
export function cardColumns(count: number): 1 | 2 | 3 {
  if (count <= 3) return count as 1 | 2 | 3;
  if (count % 3 === 0) return 3;
  if (count % 2 === 0) return 2;
  return 3;
}

/** "3 partners" under a kind's summary. */
function partnerCount(count: number): string {
  const description = 'Under a kind of partner on /partners: how many partners it lists. {count} is the number';
  return count === 1
    ? translate({id: 'partners.index.group.count.one', message: '{count} partner', description}, {count})
    : translate({id: 'partners.index.group.count.other', message: '{count} partners', description}, {count});
}

/** One kind of partner: its name and what it covers beside the cards of its partners. */
export default function CategoryGroup({category, partners}: Props) {
  // Registers the anchor, so the hero's links to it pass the build's broken-anchor check.
  useBrokenLinks().collectAnchor(category.slug);
  const titleId = `${category.slug}-title`;
  const columns = cardColumns(partners.length);
  const {heading, summary} = categoryText(category.slug);
  return (
    <section id={category.slug} aria-labelledby={titleId} className={styles.group}>
      <header className={styles.heading}>
        <IconBadge>
          <Icon name={category.icon} size={22} />
        </IconBadge>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        <p className={styles.summary}>{summary}</p>
        <p className={styles.count}>{partnerCount(partners.length)}</p>
      </header>
      <ul className={styles.cards} data-columns={columns}>
        {partners.map((partner) => (
          <PartnerCard key={partner.slug} partner={partner} />
        ))}
      </ul>
    </section>
  );
}
