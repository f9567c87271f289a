import {memo} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {LEAD_RETENTION_MONTHS} from '@site/src/contact/retention';
import {PRIVACY_PATH, privacyPolicyName} from '@site/src/lib/privacyPage';
import styles from './styles.module.css';

/**
 * One line under the Send button: what the visitor's details are for and how long they are kept.
 * The months come from the constant the database's retention period is checked against, so the
 * form never promises another period than the one the deletion job keeps
 * (docs/erasure-and-retention.md). The privacy page says the rest. The button points to the line
 * with aria-describedby. Memoized: the form renders on every keystroke, and renders no link with it
 * (docs/decisions/0093-a-tap-renders-no-link.md).
 */
function DataUseNote({id}: {id: string}) {
  return (
    <p id={id} className={styles.dataUse}>
      <Translate
        id="form.dataUse"
        description="One short line under the contact form's send button: what the visitor's details are used for and how long they are kept. {months} is a number of months (24). No legal wording; keep it to one line"
        values={{months: LEAD_RETENTION_MONTHS}}>
        {'We use your details only to answer you and delete them after {months} months.'}
      </Translate>{' '}
      <Link to={PRIVACY_PATH}>{privacyPolicyName()}</Link>
    </p>
  );
}

export default memo(DataUseNote);
