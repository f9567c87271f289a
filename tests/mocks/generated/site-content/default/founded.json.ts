import {modules} from './pageModules';

export default modules['founded.json'];
