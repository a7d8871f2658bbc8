import { useEffect, useState } from 'react';
import { type DayBounds, useDayBehaviour } from './date-behaviour';
import { parseDateInput } from './date-input';
import { type PickerFieldProps, PickerInput } from './picker-input';

type DayFieldProps = Omit<PickerFieldProps, 'name' | 'value' | 'onChange'> & DayBounds & { value: string; onChange: (value: string) => void };

/**
 * A day field for filters and pickers outside forms: the caller hears only complete days (YYYY-MM-DD)
 * or '' (cleared), while half-typed text stays in the field instead of being thrown back. Not bound
 * to a form, so it does not load formik (the timeclock's landing page uses it).
 */
export function DayField({ value, onChange, min, max, pickerStart, ...props }: DayFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <PickerInput
      {...props}
      {...useDayBehaviour({ min, max, pickerStart })}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' || parseDateInput(next).kind === 'valid') onChange(next);
      }}
    />
  );
}
