/**
 * Entry of the editor bundle (plugins/editor-bundle/index.mjs): the site's stylesheets, which the preview
 * frame uses (src/admin/startEditor.ts hands them over), and the editor itself.
 */
import 'infima/dist/css/default/default.css';
import '@site/src/css/custom.css';
import startEditor from './startEditor';

startEditor();
