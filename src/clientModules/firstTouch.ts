// Records where this tab's visit came from on the first page it loads, before any client-side
// navigation changes the address (src/contact/attribution.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {recordFirstTouch} from '@site/src/contact/attribution';

if (ExecutionEnvironment.canUseDOM) recordFirstTouch();
