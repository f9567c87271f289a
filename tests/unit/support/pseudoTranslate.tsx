/**
 * @docusaurus/Translate for a pseudo-language: every message comes back as ⟪message⟫ (with its
 * placeholders filled), and records its id. A test that renders a component with it
 * (`jest.mock('@docusaurus/Translate', () => jest.requireActual('.../pseudoTranslate'))`) sees which of
 * its words went through a translation and which did not (expectNoUntranslatedCopy).
 */
import type {ReactNode} from 'react';

// The English stand-in underneath. The same file answers for @docusaurus/Translate, which the test
// mocks with this module: only requireActual reaches the stand-in itself.
const {default: StandIn, translate: standInTranslate} = jest.requireActual<
  typeof import('@site/src/admin/docusaurus/Translate')
>('@site/src/admin/docusaurus/Translate');

export const OPEN = '⟪';
export const CLOSE = '⟫';

/** Every id translated since the last reset, with its English message. */
export const seen = new Map<string, string>();

type TranslateParam = {id?: string; message: string; description?: string};

function record({id, message}: TranslateParam) {
  if (id) seen.set(id, message);
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  record(param);
  return `${OPEN}${standInTranslate(param, values)}${CLOSE}`;
}

export default function Translate(props: {
  children: string;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  record({id: props.id, message: props.children});
  return (
    <>
      {OPEN}
      <StandIn {...props} />
      {CLOSE}
    </>
  );
}
