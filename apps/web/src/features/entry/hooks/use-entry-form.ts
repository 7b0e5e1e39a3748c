import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, unknown>;
/** A field's check: an error (an i18n key) or null. */
export type FieldRules<V extends Values> = Partial<{ [K in keyof V]: (value: V[K], values: V) => string | null }>;
type Errors<V extends Values> = Partial<Record<keyof V & string, string>>;

interface EntryFormOptions<V extends Values> {
  initialValues: V;
  validate: FieldRules<V>;
  /** What `onSubmit` hands over (cleaned values). */
  transformValues?: (values: V) => V;
  onValuesChange?: (values: V) => void;
}

export interface EntryForm<V extends Values> {
  values: V;
  errors: Errors<V>;
  getValues(): V;
  setFieldValue<K extends keyof V & string>(field: K, value: V[K]): void;
  validateField(field: keyof V & string): void;
  getInputProps(field: keyof V & string, options?: { type?: 'checkbox' }): Record<string, unknown>;
  onSubmit(handler: (values: V) => void): (event?: FormEvent) => void;
}

/**
 * The state of the entry page's two small forms, with the parts of `@mantine/form`'s `useForm` they use
 * (values, errors an edit clears, input props, a check per field, submit after every check passed). Its
 * own few lines because the entry page is the signed-out first visit, which is kept small (decision 0018);
 * forms elsewhere in the app are free to use `@mantine/form`.
 */
export function useEntryForm<V extends Values>({ initialValues, validate, transformValues, onValuesChange }: EntryFormOptions<V>): EntryForm<V> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  // The latest values, for handlers created in an earlier render (a blur right after typing); written
  // wherever the state is set.
  const current = useRef(values);

  const errorOf = useCallback(
    (field: keyof V & string, all: V) => validate[field]?.(all[field], all) ?? null,
    [validate],
  );
  const setError = (field: keyof V & string, error: string | null) =>
    setErrors((previous) => {
      if ((previous[field] ?? null) === error) return previous;
      const next = { ...previous };
      if (error === null) delete next[field];
      else next[field] = error;
      return next;
    });

  const setFieldValue = <K extends keyof V & string>(field: K, value: V[K]) => {
    const next = { ...current.current, [field]: value };
    current.current = next;
    setValues(next);
    setError(field, null);
    onValuesChange?.(next);
  };

  return {
    values,
    errors,
    getValues: () => current.current,
    setFieldValue,
    validateField: (field) => setError(field, errorOf(field, current.current)),
    getInputProps: (field, options = {}) => {
      const onChange = (event: ChangeEvent<HTMLInputElement>) =>
        setFieldValue(field, (options.type === 'checkbox' ? event.currentTarget.checked : event.currentTarget.value) as V[typeof field]);
      return options.type === 'checkbox'
        ? { checked: values[field], onChange, error: errors[field] }
        : { value: values[field], onChange, error: errors[field] };
    },
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      const all = current.current;
      const found: Errors<V> = {};
      for (const field of Object.keys(validate) as Array<keyof V & string>) {
        const error = errorOf(field, all);
        if (error !== null) found[field] = error;
      }
      setErrors(found);
      if (Object.keys(found).length === 0) handler(transformValues ? transformValues(all) : all);
    },
  };
}
