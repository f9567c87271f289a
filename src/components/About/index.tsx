import {translate} from '@docusaurus/Translate';
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
        eyebrow={translate({
          id: 'about.hero.eyebrow',
          message: 'About Omnia',
          description: "About page: small label above the page's main heading (short; Omnia is the company name)",
        })}
        title={translate({
          id: 'about.hero.title',
          message: 'The embedded partnership team for the SAP ecosystem',
          description: "About page: the page's main heading ({wbr} marks where a Japanese line may break)",
        })}
        description={translate({
          id: 'about.hero.description',
          message:
            "We help software vendors and service firms grow pipeline and revenue with SAP, working side by side with SAP's account executives every day.",
          description: "About page: the introduction under the page's main heading (one sentence)",
        })}
      />
      <Story />
      <Section tone="muted" labelledBy="results-title">
        <SectionTitle
          id="results-title"
          eyebrow={translate({
            id: 'about.results.eyebrow',
            message: 'Results',
            description: "About page: small label above the heading of partners' results in figures (one word)",
          })}
          title={translate({
            id: 'about.results.title',
            message: 'What partners gain with Omnia',
            description: "About page: heading of the partners' results in figures",
          })}
          description={translate({
            id: 'about.results.description',
            message: 'Figures from the partners we work with.',
            description: 'About page: sentence under the results heading, above the figures',
          })}
        />
        <MetricGrid metrics={PARTNER_RESULTS} />
      </Section>
      <Regions />
      <GetStarted />
    </>
  );
}
