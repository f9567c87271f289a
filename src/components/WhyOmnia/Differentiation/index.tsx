import CardGrid from '@site/src/components/CardGrid';
import type {IconName} from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

type Pillar = {title: string; icon: IconName; description: string; path?: string[]};

const PILLARS: Pillar[] = [
  {
    title: 'Product Alignment',
    icon: 'target',
    description:
      "We align your product with the gaps in SAP's portfolio, so SAP's teams see it as part of their answer.",
  },
  {
    title: 'GTM Acceleration',
    icon: 'rocket',
    description: "We plug your go-to-market into SAP's field motions, events and regional plans.",
  },
  {
    title: 'Partnership Elevation',
    icon: 'trophy',
    description: "We guide you up SAP's partner recognition path, one level at a time:",
    path: ['Validated to Spotlight', 'Endorsed', 'Solex'],
  },
  {
    title: 'Sales Execution',
    icon: 'briefcase',
    description: 'We co-sell with SAP account executives on live opportunities, all the way to a signed deal.',
  },
];

/** "What Makes Omnia Different?": the four pillars. */
export default function Differentiation() {
  return (
    <Section id="differentiation" tone="muted" labelledBy="differentiation-title">
      <SectionTitle
        id="differentiation-title"
        eyebrow="Differentiation"
        title="What Makes Omnia Different?"
        description="Four pillars that take a partner from a good product to a trusted part of SAP's sales motion."
      />
      {/* Two across: each pillar gets room for a full sentence, so the four read as equals. */}
      <CardGrid
        columns={2}
        items={PILLARS.map(({path, ...pillar}) => ({
          ...pillar,
          extra: path && (
            <ol className={styles.path} aria-label="SAP partner recognition path">
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
