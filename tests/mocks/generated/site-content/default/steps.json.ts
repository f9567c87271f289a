import {modules} from './pageModules';

export default modules['steps.json'];
