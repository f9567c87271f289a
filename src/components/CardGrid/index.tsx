import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import ContentBlock from '@site/src/components/ContentBlock';
import type {IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export type CardItem = {
  icon: IconName;
  title: string;
  description: string;
  /** A short figure or fact under the title. */
  highlight?: string;
  /** More content under the description. */
  extra?: ReactNode;
};

export type CardGridProps = {
  /** Optional heading above the cards. */
  title?: string;
  items: CardItem[];
  /** Heading level of `title`: 2 by default, 3 inside a section that already has an h2 (card titles go one below). */
  headingLevel?: 2 | 3;
  /** Cards per row on wide screens; by default the count that fills every row (see columnsFor). */
  columns?: 2 | 3 | 4;
  className?: string;
};

/**
 * Cards per row that leave no hole: 4 → 4 (2 on tablets), 6 → 3, 2 → 2. A count no column
 * number divides (5, 7) gets 3 per row with the last row centred, deliberately.
 */
export function columnsFor(count: number): 2 | 3 | 4 {
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  if (count % 2 === 0 && count < 6) return 2;
  return 3;
}

/**
 * The grid's row flow on its own, for cards of another kind (the partner cards of "More partners"):
 * `columns` per row on wide screens, fewer on tablets, one on phones, a short last row centred.
 */
export function CardList({columns, children}: {columns: 2 | 3 | 4; children: ReactNode}) {
  return <ul className={clsx(styles.grid, styles[`columns${columns}`])}>{children}</ul>;
}

/**
 * The one card grid: a partner's feature and benefit cards (components/PartnerCards), the value
 * cards, the pillars, the benefits on /why-omnia. What the cards describe does not change their look.
 */
export default function CardGrid({title, items, headingLevel = 2, columns, className}: CardGridProps) {
  const perRow = columns ?? columnsFor(items.length);
  return (
    <ContentBlock title={title} headingLevel={headingLevel} className={className}>
      <CardList columns={perRow}>
        {items.map((item) => (
          <Card
            key={item.title}
            icon={item.icon}
            title={item.title}
            highlight={item.highlight}
            description={item.description}
            headingLevel={headingLevel === 3 ? 4 : 3}>
            {item.extra}
          </Card>
        ))}
      </CardList>
    </ContentBlock>
  );
}
