import Button from '@site/src/components/Button';
import CtaBand from '@site/src/components/CtaBand';

/** Closing call to action of /about. */
export default function GetStarted() {
  return (
    <CtaBand
      title="Ready to make SAP your number one growth channel?"
      description="Tell us about your company and we will show you where you fit in the ecosystem."
      actions={
        <Button to="/join-ecosystem" variant="cta" size="lg">
          Get Started
        </Button>
      }
    />
  );
}
