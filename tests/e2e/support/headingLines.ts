/**
 * How the headings matching a selector are laid out (run in the page, in any engine): each
 * heading's text, its lines (each character placed by its box), and where a line may start inside
 * it: after each <wbr>, and after a space or punctuation, where every engine breaks Japanese.
 * Self-contained, as a function handed to a page must be.
 */
export function headingLines(selector: string): {text: string; lines: string[]; breaks: number[]}[] {
  return Array.from(document.querySelectorAll(selector)).map((heading) => {
    let text = '';
    const lines: string[] = [];
    const breaks: number[] = [];
    let lineTop = Number.NEGATIVE_INFINITY;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node instanceof Text)) {
        if ((node as Element).localName === 'wbr') breaks.push(text.length);
        continue;
      }
      for (let at = 0; at < node.data.length; at += 1) {
        const character = node.data[at];
        text += character;
        if (/[\s、，・）」』？！]/u.test(character)) breaks.push(text.length);
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        if (box.height === 0) continue;
        if (box.top > lineTop + box.height / 2) {
          lines.push('');
          lineTop = box.top;
        }
        lines[lines.length - 1] += character;
      }
    }
    return {text, lines, breaks};
  });
}

/** Where a line of the heading starts inside a phrase: at no break, and not on a space. */
export function linesStartingInside({text, lines, breaks}: {text: string; lines: string[]; breaks: number[]}) {
  let at = 0;
  return lines
    .slice(1)
    .map((line) => (at = text.indexOf(line, at + 1)))
    .filter((start) => !breaks.includes(start) && !/\s/u.test(text[start - 1] ?? ''));
}
