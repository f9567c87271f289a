import {modules} from './pageModules';

export default modules['contact.json'];
