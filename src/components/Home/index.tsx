import ContactSection from '@site/src/components/ContactSection';
import Hero from './Hero';
import HowWeOperate from './HowWeOperate';
import Partners from './Partners';
import RecentHighlights from './RecentHighlights';
import TrustedBy from './TrustedBy';
import ValueCards from './ValueCards';

/** The home page's sections, in order. */
export default function Home() {
  return (
    <>
      <Hero />
      <HowWeOperate variant="short" />
      <Partners />
      <TrustedBy />
      <ValueCards />
      <RecentHighlights />
      <ContactSection />
    </>
  );
}
