import type {ReactNode} from 'react';
import clsx from 'clsx';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconBadge from '@site/src/components/IconBadge';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';
import styles from './styles.module.css';

export type CardProps = {
  icon: IconName;
  /**
   * The card's heading. Often front matter, where no <wbr> can be typed: `{wbr}` marks where a long
   * Japanese compound may break ("コーディング{wbr}シミュレーション"), rendered as <wbr>.
   */
  title: string;
  /** A short figure or fact under the title (a number of years, a list of regions). */
  highlight?: string;
  description: string;
  /** More content under the description (a small list). */
  children?: ReactNode;
  /** Level of the card's title. */
  headingLevel?: 3 | 4;
  /** Element the card renders as; `li` inside a card grid. */
  as?: 'li' | 'div';
};

/**
 * The site's one card: an icon badge, a title, a sentence. It fills the height of its row, and
 * on a dark band (Section tone="dark") it turns translucent by itself.
 */
export default function Card({
  icon,
  title,
  highlight,
  description,
  children,
  headingLevel = 3,
  as: Tag = 'li',
}: CardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Tag className={styles.card}>
      <IconBadge className={styles.badge}>
        <Icon name={icon} size={22} />
      </IconBadge>
      <Heading className={styles.title}>{withPhraseBreaks(title)}</Heading>
      {highlight && <p className={styles.highlight}>{highlight}</p>}
      <p className={styles.description}>{description}</p>
      {children && <div className={clsx(styles.extra)}>{children}</div>}
    </Tag>
  );
}
