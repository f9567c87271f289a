import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import CtaBand from '@site/src/components/CtaBand';

/** Closing call to action of /about. */
export default function GetStarted() {
  return (
    <CtaBand
      title={translate({
        id: 'about.getStarted.title',
        message: 'Ready to make SAP your number one growth channel?',
        description:
          'About page: heading of the closing call-to-action band ({wbr} marks where a Japanese line may break)',
      })}
      description={translate({
        id: 'about.getStarted.description',
        message: 'Tell us about your company and we will show you where you fit in the ecosystem.',
        description: 'About page: sentence in the closing call-to-action band (the SAP ecosystem)',
      })}
      actions={
        <Button to="/join-ecosystem" variant="cta" size="lg">
          <Translate
            id="about.getStarted.button"
            description="About page: button of the closing call-to-action band, to the contact page (short)">
            Get Started
          </Translate>
        </Button>
      }
    />
  );
}
