import Translate, {translate} from '@docusaurus/Translate';
import AfterPaintImage from '@site/src/components/AfterPaintImage';
import Button from '@site/src/components/Button';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {memberPartners} from '@site/src/partners/homePagePartners';
import MemberLogo from './MemberLogo';
import styles from './styles.module.css';

/** Degrees between neighbours when the members sit on the circle (desktop). */
export const memberAngle = (index: number, count: number) => (index * 360) / count;

/**
 * "Omnia Members": the member partners placed on a circle around the Omnia mark on wide screens
 * (each item gets its angle as a CSS custom property; the CSS does the geometry), and a plain
 * 2- or 3-column grid below 997px, where a circle would be too small to read.
 */
export default function Partners() {
  return (
    <Section id="partners" tone="muted" labelledBy="partners-title">
      <SectionTitle
        id="partners-title"
        eyebrow={translate({
          id: 'home.members.eyebrow',
          message: 'Our Partners',
          description: "Small label above the home page's circle of member logos (short)",
        })}
        title={translate({
          id: 'home.members.title',
          message: 'Omnia Members',
          description: "Heading of the home page's circle of member partners' logos (short; Omnia is the company name)",
        })}
        description={translate({
          id: 'home.members.description',
          message:
            "Software vendors and service firms growing their business in the SAP ecosystem with Omnia. Select a logo to read a partner's story.",
          description: "Sentences under the Omnia Members heading; the logos below link to each partner's page",
        })}
      />
      <div className={styles.orbit}>
        <div className={styles.hub}>
          <AfterPaintImage src="/img/logos/omnia-mark.svg" alt="Omnia" width={64} height={64} />
        </div>
        <ul className={styles.list}>
          {memberPartners.map((partner, index) => (
            <MemberLogo key={partner.slug} partner={partner} angle={memberAngle(index, memberPartners.length)} />
          ))}
        </ul>
      </div>
      <div className={styles.cta}>
        <Button to="/join-ecosystem" className={styles.ctaButton}>
          <Translate
            id="home.members.cta"
            description="Button under the circle of member logos, to the contact page. English quoted by the site's specification: do not reword the English.">
            Ready to partner with us? Contact us
          </Translate>
        </Button>
        {/* The circle shows the members; the index lists every partner, grouped by kind. */}
        <Button to="/partners" variant="outline" className={styles.ctaButton}>
          <Translate
            id="home.members.allPartners"
            description="Button under the circle of member logos, to the index of every partner (short)">
            See all partners
          </Translate>
          <Icon name="arrowRight" />
        </Button>
      </div>
    </Section>
  );
}
