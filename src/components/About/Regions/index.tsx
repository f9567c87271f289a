import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import styles from './styles.module.css';

const REGIONS = [
  {code: 'NA', name: 'North America'},
  {code: 'LATAM', name: 'Latin America'},
  {code: 'EMEA', name: 'Europe, Middle East and Africa'},
  {code: 'APJ', name: 'Asia Pacific and Japan'},
];

/** Where Omnia works: the four SAP sales regions. */
export default function Regions() {
  return (
    <Section labelledBy="regions-title">
      <SectionTitle
        id="regions-title"
        eyebrow="Global Reach"
        title="Working with SAP teams in every region"
        description="Your pipeline is not tied to one market: we engage SAP's field across all four of its sales regions."
      />
      <figure className={styles.figure}>
        <img
          className={styles.map}
          src="/img/regions.svg"
          alt="World map highlighting the four SAP sales regions Omnia covers: North America, Latin America, Europe, Middle East and Africa, and Asia Pacific and Japan."
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
        />
        <figcaption>
          <ul className={styles.regions}>
            {REGIONS.map((region) => (
              <li key={region.code}>
                <abbr title={region.name} className={styles.code}>
                  {region.code}
                </abbr>
                <span className={styles.name}>{region.name}</span>
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </Section>
  );
}
