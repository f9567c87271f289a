import PARTNER_RESULTS from '@generated/site-content/default/partner-results.json';
import MetricGrid from '@site/src/components/MetricGrid';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import GetStarted from './GetStarted';
import Regions from './Regions';
import Story from './Story';

/** /about: who Omnia is, why it exists, what partners get and where it works. */
export default function About() {
  return (
    <>
      <PageHero
        titleId="about-title"
        eyebrow="About Omnia"
        title="The embedded partnership team for the SAP ecosystem"
        description="We help software vendors and service firms grow pipeline and revenue with SAP, working side by side with SAP's account executives every day."
      />
      <Story />
      <Section tone="muted" labelledBy="results-title">
        <SectionTitle
          id="results-title"
          eyebrow="Results"
          title="What partners gain with Omnia"
          description="Figures from the partners we work with."
        />
        <MetricGrid metrics={PARTNER_RESULTS} />
      </Section>
      <Regions />
      <GetStarted />
    </>
  );
}
