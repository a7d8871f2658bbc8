import { Group, IconButton, Input, Popover } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendar } from 'react-icons/lu';
import type { Bindable, Bound } from '../form/binding';
import { type FieldBaseProps, FormField } from '../form/form-field';
import type { Parsed } from './date-input';
import '../ui-texts';

/**
 * The value is the wire value (YYYY-MM-DD / YYYY-MM), '' when empty, or the typed text while it is no
 * valid date; bound to a formik form by `name` or controlled (picker-field.tsx binds). An error from
 * the form (validation or server) wins over the field's own format message.
 */
export type PickerFieldProps = Bindable<string> &
  FieldBaseProps & {
    /** Larger controls (16 px text) for forms made for phones. */
    size?: 'md' | 'lg';
  };

/** What makes the field one for days or for months. */
export interface Behaviour {
  parse: (text: string) => Parsed;
  display: (iso: string) => string;
  placeholder: string;
  invalidMessage: string;
  renderPicker: (close: () => void, select: (iso: string) => void, value: string) => ReactNode;
}

/** The field's look and settings, without where its value comes from. */
export type PickerInputProps = Omit<PickerFieldProps, keyof Bindable<string>> & Bound<string> & Behaviour;

/**
 * A text field for days or months with a picker in a popover, given its value. Typing is the main way
 * in (also on phones); the popover is not portalled so it works inside dialogs. It does not import
 * formik: a day picker outside forms (the timeclock's day, the landing page) does not load it.
 */
export function PickerInput(props: PickerInputProps) {
  const { label, required, disabled, readOnly, helperText, testId, size, onChange, onBlur, error } = props;
  const value = props.value ?? '';
  const { parse, display, placeholder, invalidMessage, renderPicker } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(() => (parse(value).kind === 'valid' ? display(value) : value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const emitted = useRef(value);

  // A value set from outside (prefill, reset, server answer) replaces what is typed.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(parse(value).kind === 'valid' ? display(value) : value);
    setTouched(false);
  }, [value, parse, display]);

  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };

  const onText = (next: string) => {
    setText(next);
    const parsed = parse(next);
    emit(parsed.kind === 'valid' ? parsed.iso : parsed.kind === 'empty' ? '' : next);
  };

  const select = (iso: string) => {
    setText(display(iso));
    setTouched(false);
    emit(iso);
    setOpen(false);
  };

  const parsed = parse(text);
  const ownError = touched && parsed.kind === 'invalid' ? invalidMessage : undefined;
  const shown = error ?? ownError;
  const locked = disabled || readOnly;

  return (
    <FormField label={label} required={required} disabled={disabled} readOnly={readOnly} helperText={helperText} error={shown}>
      <Popover.Root
        open={open && !locked}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
        lazyMount
        unmountOnExit
      >
        <Group attached w="full">
          <Input
            size={size}
            value={text}
            placeholder={placeholder}
            inputMode="numeric"
            autoComplete="off"
            data-testid={testId}
            onChange={(e) => onText(e.currentTarget.value)}
            onBlur={() => {
              setTouched(true);
              onBlur?.();
              if (parsed.kind === 'valid') setText(display(parsed.iso));
            }}
          />
          {!locked && (
            <Popover.Trigger asChild>
              <IconButton size={size} variant="outline" aria-label={`${t('dates.openCalendar')}: ${label}`}>
                <LuCalendar />
              </IconButton>
            </Popover.Trigger>
          )}
        </Group>
        <Popover.Positioner>
          <Popover.Content w="auto" maxW="calc(100vw - 2rem)">
            <Popover.Body p="3">{renderPicker(() => setOpen(false), select, value)}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </FormField>
  );
}
