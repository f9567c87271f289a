/**
 * The docs plugin's client API. Tests set the current document with setMockDoc before rendering
 * a component that reads it with useDoc().
 */
type MockDoc = {frontMatter: Record<string, unknown>; metadata: Record<string, unknown>};

let currentDoc: MockDoc = {frontMatter: {}, metadata: {}};

export function setMockDoc(doc: Partial<MockDoc>) {
  currentDoc = {frontMatter: doc.frontMatter ?? {}, metadata: doc.metadata ?? {}};
}

export function useDoc() {
  return currentDoc;
}
