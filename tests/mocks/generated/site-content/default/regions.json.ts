import {modules} from './pageModules';

export default modules['regions.json'];
