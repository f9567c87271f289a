/**
 * @docusaurus/Translate outside the site: the English message, with its `{placeholders}` filled
 * from `values` as the real module does. The editor previews and the unit tests read English; the
 * site's other languages are tested in the browser against the build.
 */
import {Fragment, isValidElement, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

type TranslateParam = {id?: string; message: string; description?: string};

const PLACEHOLDER = /\{(\w+)\}/g;

function interpolateString(message: string, values?: Record<string, unknown>): string {
  return message.replace(PLACEHOLDER, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}

function interpolate(message: string, values?: Values): ReactNode {
  if (!values || !Object.values(values).some((value) => isValidElement(value))) {
    return interpolateString(message, values);
  }
  const parts = message.split(PLACEHOLDER);
  // split() with one capture group alternates text and placeholder names.
  return parts.map((part, index) =>
    index % 2 === 1 && part in values ? <Fragment key={index}>{values[part]}</Fragment> : part,
  );
}

/** translate({message, id}, values): the message in English. */
export function translate({message}: TranslateParam, values?: Record<string, string | number>): string {
  return interpolateString(message, values);
}

/** <Translate id values>message</Translate>: the message in English. */
export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(children, values)}</>;
}
