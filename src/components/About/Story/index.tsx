import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

/** Omnia's company facts, as published. */
const FACTS = [
  {value: 'April 2024', label: 'Founded'},
  {value: '3', label: 'Founding partners'},
  {value: '10+', label: 'Partners today'},
];

/** Origin story and mission. */
export default function Story() {
  return (
    <Section labelledBy="story-title">
      <div className={styles.layout}>
        <div>
          <SectionTitle id="story-title" eyebrow="Our Story" title="Built inside the ecosystem" align="start" />
          <div className={styles.prose}>
            <p>
              Omnia started in April 2024 with three founding partners and one conviction: software vendors grow fastest
              in the SAP ecosystem when someone works alongside SAP's account executives every day, not from the
              outside.
            </p>
            <p>
              Since then we have grown to more than ten partners, software vendors and service firms that count on us to
              find where SAP needs them, position them with the right teams and bring them into real deals.
            </p>
          </div>
          <dl className={styles.facts}>
            {FACTS.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className={styles.mission} aria-labelledby="mission-title">
          <h2 id="mission-title" className={styles.missionTitle}>
            Our Mission
          </h2>
          <p className={styles.missionStatement}>
            To make the SAP ecosystem the number one growth channel for every partner we work with.
          </p>
          <p className={styles.missionDetail}>
            We do it as an embedded operator: partnerships built on trust, daily engagement with SAP's field and a
            relentless focus on pipeline and revenue you can measure.
          </p>
        </aside>
      </div>
    </Section>
  );
}
