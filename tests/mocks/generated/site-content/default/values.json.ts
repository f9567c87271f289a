import {modules} from './pageModules';

export default modules['values.json'];
