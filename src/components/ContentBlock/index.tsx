import {useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

export type ContentBlockProps = {
  /**
   * Heading of the block; with one the block is a <section> named by it. Text, or text with <wbr>
   * where a long Japanese compound may break.
   */
  title?: ReactNode;
  /** Level of `title`: 2 by default, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
  /** A sentence under the title. */
  intro?: string;
  /** For a block that renders its own heading: the heading's id, which names the <section>. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame shared by the blocks of an MDX document (partner profiles, the service page): the
 * space between blocks and an optional title and intro. Each block styles only its own content.
 */
export default function ContentBlock({
  title,
  headingLevel = 2,
  intro,
  labelledBy,
  className,
  children,
}: ContentBlockProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const label = title ? titleId : labelledBy;
  const Wrapper = label ? 'section' : 'div';
  return (
    <Wrapper aria-labelledby={label} className={clsx(styles.root, className)}>
      {title && <SectionTitle as={Heading} id={titleId} title={title} description={intro} align="start" />}
      {!title && intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </Wrapper>
  );
}

type ListProps = {
  /** An <ol> where the order means something (steps, a path). */
  ordered?: boolean;
  /** Custom properties the block's grid reads (e.g. its column count). */
  style?: CSSProperties;
  /** The block's own columns and gap. */
  className?: string;
  children: ReactNode;
};

/** A block's items as a grid: no bullets, no indent, no Markdown list spacing. */
export function ContentBlockList({ordered = false, className, style, children}: ListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={clsx(styles.list, className)} style={style}>
      {children}
    </List>
  );
}
