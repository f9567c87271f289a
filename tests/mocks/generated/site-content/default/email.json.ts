import {modules} from './pageModules';

export default modules['email.json'];
