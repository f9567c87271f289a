// The pre-rendered HTML, as Docusaurus's build produces it.
export {renderToString} from 'react-dom/server';
