import {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import type {IconName} from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

type Pillar = {title: string; icon: IconName; description: string; path?: string[]};

/** The four pillars, in the page's language. */
function pillars(): Pillar[] {
  return [
    {
      title: translate({
        id: 'whyOmnia.pillars.productAlignment.title',
        message: 'Product Alignment',
        description:
          "Why Omnia page, Differentiation: title of the first pillar card (short). English quoted by the site's specification: do not reword the English.",
      }),
      icon: 'target',
      description: translate({
        id: 'whyOmnia.pillars.productAlignment.description',
        message:
          "We align your product with the gaps in SAP's portfolio, so SAP's teams see it as part of their answer.",
        description: 'Why Omnia page, Differentiation: sentence of the Product Alignment card',
      }),
    },
    {
      title: translate({
        id: 'whyOmnia.pillars.gtmAcceleration.title',
        message: 'GTM Acceleration',
        description:
          "Why Omnia page, Differentiation: title of the second pillar card; GTM is go-to-market (short). English quoted by the site's specification: do not reword the English.",
      }),
      icon: 'rocket',
      description: translate({
        id: 'whyOmnia.pillars.gtmAcceleration.description',
        message: "We plug your go-to-market into SAP's field motions, events and regional plans.",
        description: 'Why Omnia page, Differentiation: sentence of the GTM Acceleration card',
      }),
    },
    {
      title: translate({
        id: 'whyOmnia.pillars.partnershipElevation.title',
        message: 'Partnership Elevation',
        description:
          "Why Omnia page, Differentiation: title of the third pillar card (short). English quoted by the site's specification: do not reword the English.",
      }),
      icon: 'trophy',
      description: translate({
        id: 'whyOmnia.pillars.partnershipElevation.description',
        message: "We guide you up SAP's partner recognition path, one level at a time:",
        description:
          "Why Omnia page, Differentiation: sentence of the Partnership Elevation card, introducing the list of SAP's partner levels under it (keep the colon)",
      }),
      path: [
        translate({
          id: 'whyOmnia.pillars.partnershipElevation.firstLevels',
          message: 'Validated to Spotlight',
          description:
            "Why Omnia page: first step of SAP's partner recognition path. Validated and Spotlight are SAP's names for partner statuses: keep them in English, translate only the connecting word. English quoted by the site's specification: do not reword the English.",
        }),
        // SAP's names for the next partner statuses, the same in every language.
        'Endorsed',
        'Solex',
      ],
    },
    {
      title: translate({
        id: 'whyOmnia.pillars.salesExecution.title',
        message: 'Sales Execution',
        description:
          "Why Omnia page, Differentiation: title of the fourth pillar card (short). English quoted by the site's specification: do not reword the English.",
      }),
      icon: 'briefcase',
      description: translate({
        id: 'whyOmnia.pillars.salesExecution.description',
        message: 'We co-sell with SAP account executives on live opportunities, all the way to a signed deal.',
        description: 'Why Omnia page, Differentiation: sentence of the Sales Execution card',
      }),
    },
  ];
}

/** "What Makes Omnia Different?": the four pillars. */
export default function Differentiation() {
  return (
    <Section id="differentiation" tone="muted" labelledBy="differentiation-title">
      <SectionTitle
        id="differentiation-title"
        eyebrow={translate({
          id: 'whyOmnia.differentiation.eyebrow',
          message: 'Differentiation',
          description: 'Why Omnia page: small label above the heading of the four pillars (one word)',
        })}
        title={translate({
          id: 'whyOmnia.differentiation.title',
          message: 'What Makes Omnia Different?',
          description:
            "Why Omnia page: heading of the four pillars (Omnia is the company name). English quoted by the site's specification: do not reword the English.",
        })}
        description={translate({
          id: 'whyOmnia.differentiation.description',
          message: "Four pillars that take a partner from a good product to a trusted part of SAP's sales motion.",
          description: 'Why Omnia page: sentence under the heading of the four pillars',
        })}
      />
      {/* Two across: each pillar gets room for a full sentence, so the four read as equals. */}
      <CardGrid
        columns={2}
        items={pillars().map(({path, ...pillar}) => ({
          ...pillar,
          extra: path && (
            <ol
              className={styles.path}
              aria-label={translate({
                id: 'whyOmnia.pillars.partnershipElevation.pathLabel',
                message: 'SAP partner recognition path',
                description:
                  "Screen readers' name for the list of SAP partner levels on the Partnership Elevation card",
              })}>
              {path.map((level) => (
                <li key={level} className={styles.level}>
                  {level}
                </li>
              ))}
            </ol>
          ),
        }))}
      />
    </Section>
  );
}
