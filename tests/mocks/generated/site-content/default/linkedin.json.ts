import {modules} from './pageModules';

export default modules['linkedin.json'];
