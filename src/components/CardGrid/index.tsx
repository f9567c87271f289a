import clsx from 'clsx';
import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

export type CardItem = {
  icon: IconName;
  title: string;
  description: string;
};

export type CardGridVariant = 'feature' | 'benefit';

export type CardGridProps = {
  /** Optional heading above the cards. */
  title?: string;
  items: CardItem[];
  /** Heading level of `title`: 2 by default, 3 inside a section that already has an h2 (card titles go one below). */
  headingLevel?: 2 | 3;
  className?: string;
};

type Props = CardGridProps & {
  /** 'feature': icon on top, three across. 'benefit': icon beside the text on a tinted card, two across. */
  variant: CardGridVariant;
};

const HEADINGS = {3: 'h3', 4: 'h4'} as const;

/** The one card grid behind <FeatureCards> and <BenefitCards>. */
export default function CardGrid({title, items, variant, headingLevel = 2, className}: Props) {
  // Cards sit one level below the grid's title, or below the document's own h2 when untitled.
  const CardHeading = HEADINGS[(headingLevel + 1) as 3 | 4];
  return (
    <ContentBlock title={title} headingLevel={headingLevel} className={clsx(styles[variant], className)}>
      <ContentBlockList className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.badge}>
              <Icon name={item.icon} size={22} />
            </span>
            <div className={styles.body}>
              <CardHeading className={styles.cardTitle}>{item.title}</CardHeading>
              <p className={styles.description}>{item.description}</p>
            </div>
          </li>
        ))}
      </ContentBlockList>
    </ContentBlock>
  );
}

/** What the product does: icon-topped cards, three across. */
export function FeatureCards(props: CardGridProps) {
  return <CardGrid {...props} variant="feature" />;
}

/** What the customer gains: tinted cards with the icon beside the text, two across. */
export function BenefitCards(props: CardGridProps) {
  return <CardGrid {...props} variant="benefit" />;
}
