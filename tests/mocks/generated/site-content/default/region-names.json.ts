import {modules} from './pageModules';

export default modules['region-names.json'];
