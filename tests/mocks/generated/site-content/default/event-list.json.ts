import {modules} from './pageModules';

export default modules['event-list.json'];
