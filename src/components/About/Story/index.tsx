import Translate, {translate} from '@docusaurus/Translate';
import founded from '@generated/site-content/default/founded.json';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

/** Omnia's company facts, as published, labelled and dated in the page's language. */
function companyFacts() {
  return [
    {
      id: 'founded',
      value: founded,
      label: translate({
        id: 'about.story.facts.founded',
        message: 'Founded',
        description: 'About page, company facts: label above the month Omnia was founded (one or two words)',
      }),
    },
    {
      id: 'founding-partners',
      value: '3',
      label: translate({
        id: 'about.story.facts.foundingPartners',
        message: 'Founding partners',
        description: 'About page, company facts: label above the number of founding partners, 3 (two or three words)',
      }),
    },
    {
      id: 'partners-today',
      value: '10+',
      label: translate({
        id: 'about.story.facts.partnersToday',
        message: 'Partners today',
        description:
          "About page, company facts: label above the number of Omnia's partners today, 10+ (two or three words)",
      }),
    },
  ];
}

/** Origin story and mission. */
export default function Story() {
  return (
    <Section labelledBy="story-title">
      <div className={styles.layout}>
        <div>
          <SectionTitle
            id="story-title"
            eyebrow={translate({
              id: 'about.story.eyebrow',
              message: 'Our Story',
              description: "About page: small label above the company story's heading (short)",
            })}
            title={translate({
              id: 'about.story.title',
              message: 'Built inside the ecosystem',
              description: "About page: heading of Omnia's story (the SAP ecosystem)",
            })}
            align="start"
          />
          <div className={styles.prose}>
            <p>
              <Translate id="about.story.origin" description="About page: first paragraph of Omnia's story">
                Omnia started in April 2024 with three founding partners and one conviction: software vendors grow
                fastest in the SAP ecosystem when someone works alongside SAP's account executives every day, not from
                the outside.
              </Translate>
            </p>
            <p>
              <Translate id="about.story.growth" description="About page: second paragraph of Omnia's story">
                Since then we have grown to more than ten partners, software vendors and service firms that count on us
                to find where SAP needs them, position them with the right teams and bring them into real deals.
              </Translate>
            </p>
          </div>
          <dl className={styles.facts}>
            {companyFacts().map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className={styles.mission} aria-labelledby="mission-title">
          <h2 id="mission-title" className={styles.missionTitle}>
            <Translate id="about.mission.title" description="About page: heading of Omnia's mission statement (short)">
              Our Mission
            </Translate>
          </h2>
          <p className={styles.missionStatement}>
            <Translate id="about.mission.statement" description="About page: Omnia's mission, in one sentence">
              To make the SAP ecosystem the number one growth channel for every partner we work with.
            </Translate>
          </p>
          <p className={styles.missionDetail}>
            <Translate id="about.mission.detail" description="About page: how Omnia pursues its mission (one sentence)">
              We do it as an embedded operator: partnerships built on trust, daily engagement with SAP's field and a
              relentless focus on pipeline and revenue you can measure.
            </Translate>
          </p>
        </aside>
      </div>
    </Section>
  );
}
