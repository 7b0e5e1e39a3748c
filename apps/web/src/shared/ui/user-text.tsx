import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';

/**
 * Text a person typed (a name, a chat message, a business-card note, a job title) shown on a page:
 * always inside this, so its own writing direction stays inside it. `<bdi>` isolates it from the text
 * around it (`unicode-bidi: isolate`, direction from its own first strong letter): a right-to-left
 * override (U+202E) or a Hebrew or Arabic name cannot flip the words, times and labels next to it.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * A translated sentence with people's text in it ("<user>{{jobtitle}}</user> at <user>{{company}}</user>"):
 * each `<user>` part of the catalogue text is shown isolated, as `UserText` does.
 */
export function TransUserText({ i18nKey, values }: { i18nKey: string; values: Record<string, string> }) {
  return <Trans i18nKey={i18nKey} values={values} components={{ user: <bdi /> }} />;
}
