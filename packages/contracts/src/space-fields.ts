import { z } from 'zod';
import { storableText } from './http';

/**
 * Building blocks of the fields organisers give a space of each type (issue 27). Each type's own schema
 * lives beside that type's other contracts (`mapSpaceFields` in maps.ts, `boothSpaceFields` in booths.ts, …);
 * `spaceTypeFields` (organizer-spaces.ts) gathers them.
 */

export const spaceFieldMessages = {
  helpTooLong: 'Keep the help text under 20,000 characters.',
  httpAddress: 'Enter a full address starting with https:// or http://.',
  addressTooLong: 'The address is longer than 2,000 characters.',
  noSuchField: 'Spaces of this kind have no such field.',
} as const;

/** Help shown in the space's help popover: HTML, cleaned by the server when stored. */
export const spaceHelpContent = storableText().max(20_000, spaceFieldMessages.helpTooLong);

/** Whether the space has a public chat (its side panel's chat tab); switching it off removes the chat and its messages. */
export const spaceChatSwitch = z.boolean();

/** Whether an address is a web page a link may open: http(s), a host name, no user name or password. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An address a link opens in a new tab. */
export const webAddress = z
  .string({ error: spaceFieldMessages.httpAddress })
  .trim()
  .max(2000, spaceFieldMessages.addressTooLong)
  .refine(isWebAddress, spaceFieldMessages.httpAddress);

/**
 * A failed parse as the API's per-field 400 (`{field: [message]}`): each issue under its dotted path, an
 * unknown field under its own name, what belongs to no field under `non_field_errors`.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  // A Map, not an object: a field named `__defineGetter__` or `__proto__` is a key like any other (a contract
  // fuzz case found the object's inherited properties: a 500).
  const fields = new Map<string, string[]>();
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || 'non_field_errors';
    fields.set(key, [...(fields.get(key) ?? []), message]);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], spaceFieldMessages.noSuchField);
    else add(issue.path, issue.message);
  }
  // fromEntries defines own properties, `__proto__` too.
  return Object.fromEntries(fields);
}
