/**
 * What every preview of the editor shares: the props Decap hands a preview template, the entry's
 * data as plain objects, and a boundary so that a half-typed value never blanks the editor.
 */
import {Component, type ReactNode} from 'react';
import styles from './preview.module.css';

/** What Decap hands a preview template (https://decapcms.org/docs/customization/). */
export type PreviewProps = {
  entry: {getIn(path: string[]): unknown; get(key: string): unknown};
  getAsset(path: string): {toString(): string} | undefined;
};

/** The entry's data as plain objects (Decap keeps it as Immutable.js). */
export function entryData<T>(entry: PreviewProps['entry']): Partial<T> {
  const value = entry.get('data') as {toJS?: () => Partial<T>} | undefined;
  return value?.toJS ? value.toJS() : ((value ?? {}) as Partial<T>);
}

export function PreviewProblem({message}: {message: string}) {
  return (
    <div role="alert" className="alert alert--warning margin--md">
      The preview cannot show this yet: {message}. Run <code>npm run check:content</code> for the exact fix.
    </div>
  );
}

/** Shows what is wrong instead of the preview, and tries again once `resetKey` (the data) changes. */
export class PreviewBoundary extends Component<{resetKey: string; children: ReactNode}, {error?: Error; key: string}> {
  state: {error?: Error; key: string} = {key: this.props.resetKey};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  static getDerivedStateFromProps(props: {resetKey: string}, state: {key: string}) {
    return props.resetKey === state.key ? null : {error: undefined, key: props.resetKey};
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <PreviewProblem message={this.state.error.message} />;
  }
}

/** Where on the site the part below appears: words for the writer, not part of the page. */
export function PreviewPlace({children}: {children: ReactNode}) {
  return <p className={styles.place}>{children}</p>;
}
