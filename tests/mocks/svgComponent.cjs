// What Docusaurus's SVGR makes of an imported .svg: a component drawing an <svg> with the props.
const {createElement} = require('react');

module.exports = {__esModule: true, default: ({title, ...props}) => createElement('svg', props, title || null)};
