import NotFoundMessage from '@site/src/components/NotFoundMessage';

/** Used by the docs plugin for unknown /partners/* paths, and by NotFound below. */
export default function NotFoundContent() {
  return <NotFoundMessage />;
}
