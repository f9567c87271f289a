/** The home page's partners, selected from the unit tests' small directory as the build selects them. */
import {selectHomePartners} from '@site/src/partners/selectHomePartners';
import partners from './partners.json';

export default selectHomePartners(partners);
