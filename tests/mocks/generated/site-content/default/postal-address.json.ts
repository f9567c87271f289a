import {modules} from './pageModules';

export default modules['postal-address.json'];
