import type {ReactNode} from 'react';

// The pre-rendered HTML, as Docusaurus's build produces it. @types/react-dom is not installed, so
// the one server API the tests use is typed here.
const server = require('react-dom/server') as {renderToString: (node: ReactNode) => string};

export const {renderToString} = server;
