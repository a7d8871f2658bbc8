import { Box, HStack, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuCheck, LuCircleAlert } from 'react-icons/lu';

export type BlurSaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** How long the success mark stays after a save. */
export const SAVED_MARK_MS = 2000;

/** Reads a whole number field: '' is null, digits a number, anything else NaN. */
export function parseWholeNumber(text: string): number | null {
  const v = text.trim();
  if (v === '') return null;
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

/** Placement of a part of the field inside a surrounding grid. */
export interface GridSlot {
  gridColumn?: string;
  gridRow?: string;
  me?: string;
  mt?: string;
  px?: string;
  pb?: string;
  fontSize?: string;
}

export interface BlurSaveNumberFieldProps {
  /** The saved value; the field follows it while the user is not typing. */
  value: number | null;
  /** Saves a changed value; resolves to an error message to show under the field, or null on success. */
  onSave: (next: number | null) => Promise<string | null>;
  /** Checked before saving; a message is shown instead of saving. */
  validate?: (next: number | null) => string | null;
  /** Accessible name of the input. */
  label: string;
  /** A short visible label above the input (e.g. the column's name while `label` names the row too). */
  caption?: string;
  disabled?: boolean;
  testId?: string;
  width?: string | Record<string, string>;
  placeholder?: string;
  /**
   * Lay the input and the error text out as items of the surrounding grid (the field's own box gets
   * display: contents), e.g. the input in a row's last column and the error across the whole row.
   */
  gridSlots?: { input: GridSlot; error: GridSlot };
}

/**
 * A whole-number field that saves when it loses focus (spec 2 §2.6, spec 3 §2.4): a spinner while
 * saving, a green check after success, and on failure a red alert icon with the message under the
 * field. Enter also leaves the field, so the phone keyboard's "Go" saves as well.
 */
export function BlurSaveNumberField({ value, onSave, validate, label, caption, disabled, testId, width = '24', placeholder, gridSlots }: BlurSaveNumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value == null ? '' : String(value));
  const [state, setState] = useState<BlurSaveState>({ kind: 'idle' });
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new saved value (a save, another device's change) shows unless the user is typing; a failed
  // save changes no value, so the rejected text stays beside its message.
  useEffect(() => {
    if (!focused.current) setText(value == null ? '' : String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async () => {
    focused.current = false;
    if (text.trim() === (value == null ? '' : String(value))) {
      if (state.kind === 'error') setState({ kind: 'idle' });
      return;
    }
    const next = parseWholeNumber(text);
    const invalid = validate?.(next) ?? null;
    if (invalid) {
      setState({ kind: 'error', message: invalid });
      return;
    }
    clearTimeout(timer.current);
    setState({ kind: 'saving' });
    const failure = await onSave(next);
    if (failure) {
      setState({ kind: 'error', message: failure });
      return;
    }
    setState({ kind: 'saved' });
    timer.current = setTimeout(() => setState({ kind: 'idle' }), SAVED_MARK_MS);
  };

  const indicator =
    state.kind === 'saving' ? (
      <Spinner size="sm" color="brand.solid" data-testid={testId && `${testId}-saving`} />
    ) : state.kind === 'saved' ? (
      <Box color="green.600" data-testid={testId && `${testId}-saved`}>
        <LuCheck />
      </Box>
    ) : state.kind === 'error' ? (
      <Box color="fg.error">
        <LuCircleAlert />
      </Box>
    ) : null;

  return (
    <Box w={gridSlots ? undefined : width} display={gridSlots ? 'contents' : undefined} flexShrink={0} data-state={state.kind} data-testid={testId && `${testId}-field`}>
      {caption && (
        <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1">
          <label htmlFor={id}>{caption}</label>
        </Text>
      )}
      <InputGroup endElement={indicator} {...(gridSlots ? { w: width, ...gridSlots.input } : {})}>
        <Input
          id={id}
          aria-label={label}
          aria-invalid={state.kind === 'error' || undefined}
          aria-busy={state.kind === 'saving' || undefined}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="done"
          bg="bg"
          h="11"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          readOnly={state.kind === 'saving'}
          borderColor={state.kind === 'error' ? 'border.error' : state.kind === 'saved' ? 'green.500' : undefined}
          data-testid={testId}
          onFocus={() => {
            focused.current = true;
          }}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          onBlur={() => void save()}
        />
      </InputGroup>
      {state.kind === 'error' && (
        <HStack gap="1" mt="1" color="fg.error" fontSize="xs" align="start" role="alert" data-testid={testId && `${testId}-error`} {...gridSlots?.error}>
          <Box pt="0.5" flexShrink={0}>
            <LuCircleAlert />
          </Box>
          <Text>{state.message}</Text>
        </HStack>
      )}
    </Box>
  );
}
