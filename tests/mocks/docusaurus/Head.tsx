/** Head content goes to the document head in the real site; unit tests assert on the body. */
export default function Head() {
  return null;
}
