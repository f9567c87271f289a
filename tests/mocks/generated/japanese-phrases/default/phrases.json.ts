/** What plugins/japanese-phrases writes for a Japanese build holding one heading. */
import {phraseTable} from '@site/plugins/japanese-phrases';

export default phraseTable(['SAPの顧客企業がGrayscaleを選ぶ理由']);
