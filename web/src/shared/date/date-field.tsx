import { type DayBounds, useDayBehaviour } from './date-behaviour';
import { PickerField, type PickerFieldProps } from './picker-field';

export type DateFieldProps = PickerFieldProps & DayBounds;

/** A calendar day in a form (bound by `name`) or controlled; see useDayBehaviour for what it accepts. */
export function DateField({ min, max, pickerStart, ...props }: DateFieldProps) {
  return <PickerField {...props} {...useDayBehaviour({ min, max, pickerStart })} />;
}
