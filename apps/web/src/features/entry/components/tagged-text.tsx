import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence whose parts are marked `<name>…</name>` ("I agree to the <terms>terms</terms>"),
 * each part drawn inside `components[name]`, as react-i18next's `Trans` does for such texts. The entry
 * page's own few lines instead of `Trans` (which brings an HTML parser): the signed-out first visit is
 * kept small (decision 0018). Text outside the marked parts, and unknown marks, stay plain text.
 */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement<{ children?: ReactNode }>> }) {
  const parts: ReactNode[] = [];
  const mark = /<(\w+)>([^<]*)<\/\1>/g;
  let last = 0;
  for (let m = mark.exec(text); m; m = mark.exec(text)) {
    const [whole, name = '', inner] = m;
    const component = components[name];
    parts.push(text.slice(last, m.index));
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : whole);
    last = m.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
