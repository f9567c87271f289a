/**
 * @docusaurus/Head: on the site its content goes to the page's <head>. The preview has no head of
 * its own and unit tests read the body, so it renders nothing here.
 */
export default function Head() {
  return null;
}
