import {translate} from '@docusaurus/Translate';
import ContentBlock, {ContentBlockList} from '@site/src/components/ContentBlock';
import Icon from '@site/src/components/Icon';
import {usePartner} from '@site/src/partners/usePartner';
import styles from './styles.module.css';

export type PartnerHighlightsProps = {
  /** Heading of the list; "Highlights" in the page's language by default. */
  title?: string;
  /** Heading level: 2 by default, 3 inside a section that already has an h2. */
  headingLevel?: 2 | 3;
};

/** The partner's six `highlights` from front matter, as a grid of check-marked points. */
export default function PartnerHighlights({title, headingLevel = 2}: PartnerHighlightsProps) {
  const {highlights} = usePartner();
  const heading =
    title ??
    translate({
      id: 'partner.highlights.title',
      message: 'Highlights',
      description: "Heading of the list of a partner's six key points on its profile (one or two words)",
    });
  return (
    <ContentBlock title={heading} headingLevel={headingLevel}>
      <ContentBlockList className={styles.list}>
        {highlights.map((highlight) => (
          <li key={highlight} className={styles.item}>
            <span className={styles.check}>
              <Icon name="check" size={16} />
            </span>
            <span>{highlight}</span>
          </li>
        ))}
      </ContentBlockList>
    </ContentBlock>
  );
}
