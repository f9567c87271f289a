/** What plugins/privacy-notice writes for an English build with no optional service configured, on a fixed day. */
import {noticeModule} from '@site/plugins/privacy-notice';
import {processorsFor} from '@site/src/privacy/processors';

export default noticeModule(processorsFor({}), '2026-11-28', 'en');
