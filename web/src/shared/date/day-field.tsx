import { useEffect, useState } from 'react';
import { DateField, type DateFieldProps } from './date-field';
import { parseDateInput } from './date-input';

/**
 * A DateField for filters and pickers outside forms: the caller hears only complete days (YYYY-MM-DD)
 * or '' (cleared), while half-typed text stays in the field instead of being thrown back.
 */
export function DayField({ value, onChange, ...props }: DateFieldProps & { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <DateField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' || parseDateInput(next).kind === 'valid') onChange(next);
      }}
    />
  );
}
