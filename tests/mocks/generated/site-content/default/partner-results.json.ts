import {modules} from './pageModules';

export default modules['partner-results.json'];
