import { useBinding } from '../form/binding';
import { type Behaviour, type PickerFieldProps, PickerInput } from './picker-input';

export type { PickerFieldProps } from './picker-input';

/** A PickerInput bound to the enclosing formik form by `name`, or controlled (shared/form/binding.ts). */
export function PickerField(props: PickerFieldProps & Behaviour) {
  return <PickerInput {...props} {...useBinding(props)} />;
}
