import {modules} from './pageModules';

export default modules['recent-highlights.json'];
