import type { FocusEvent } from 'react';
import type { EntryForm } from './use-entry-form';

/**
 * Input props that check a field when it loses focus, but only once something was typed: an empty
 * field is reported on submit. A "required" message popping up on blur shifts the form under the
 * pointer, so the tap that left the field (on the terms checkbox, say) would land on the wrong thing.
 */
export function filledOnBlur<V extends Record<string, unknown>>(form: EntryForm<V>, field: keyof V & string) {
  const props = form.getInputProps(field);
  return {
    ...props,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      (props.onBlur as ((e: FocusEvent<HTMLInputElement>) => void) | undefined)?.(event);
      const value = form.getValues()[field];
      if (typeof value === 'string' && value.trim()) form.validateField(field);
    },
  };
}
