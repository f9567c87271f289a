/**
 * notistack styles its toasts with goober, which keeps its rules in a `<style id="_goober">` and,
 * when the page has none, creates it with `innerHTML = ' '`: an HTML sink, which the pages' CSP
 * closes (Trusted Types, plugins/host-config/policy.ts). Created here first, with a
 * text node, the element is found by goober (by its id, as `window._goober`), which then only
 * ever edits that text. ./Host imports this before notistack, which styles itself as it loads.
 */
const GOOBER_SHEET_ID = '_goober';

if (typeof document !== 'undefined' && !document.getElementById(GOOBER_SHEET_ID)) {
  const sheet = document.createElement('style');
  sheet.id = GOOBER_SHEET_ID;
  sheet.append(document.createTextNode(' '));
  document.head.append(sheet);
}
