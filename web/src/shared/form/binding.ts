import { FormikContext, getIn } from 'formik';
import { useContext } from 'react';
import { serverErrorOf, withoutServerError } from './server-errors';

/**
 * Where a field gets its value: from the enclosing formik form by `name` (the usual case: the field
 * reads and writes the form's value, shows its error once touched or submitted, and a server error
 * until the value changes), or controlled by `value`/`onChange` (filters and inline edits outside forms).
 * With `name`, `onChange` is an extra listener.
 */
export type Bindable<V> =
  | { name: string; value?: undefined; onChange?: (value: V) => void; error?: string }
  | { name?: undefined; value: V; onChange: (value: V) => void; error?: string };

export interface Bound<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
}

export function useBinding<V>(props: Bindable<V>): Bound<V> {
  const form = useContext(FormikContext);
  if (props.name === undefined) return { value: props.value, onChange: props.onChange, error: props.error };
  if (!form) throw new Error(`Field "${props.name}" is outside a form`);
  const { name, onChange, error } = props;
  const server = serverErrorOf(form.status, name);
  const own: unknown = getIn(form.errors, name);
  const shown = getIn(form.touched, name) || form.submitCount > 0;
  return {
    value: getIn(form.values, name) as V,
    onChange: (value) => {
      void form.setFieldValue(name, value);
      if (server !== undefined) form.setStatus(withoutServerError(form.status, name));
      onChange?.(value);
    },
    onBlur: () => void form.setFieldTouched(name, true),
    error: error ?? server ?? (shown && typeof own === 'string' ? own : undefined),
  };
}
