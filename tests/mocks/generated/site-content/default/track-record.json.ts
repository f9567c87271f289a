import {modules} from './pageModules';

export default modules['track-record.json'];
