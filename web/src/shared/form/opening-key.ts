import { useRef } from 'react';

/**
 * A key for a dialog's form that changes each time the dialog opens (not when it closes): the form starts
 * fresh on every opening, and while the dialog closes it keeps its values, so the closing animation shows
 * the form as it was instead of an emptied one.
 */
export function useOpeningKey(open: boolean): number {
  const state = useRef({ open, count: 0 });
  if (open && !state.current.open) state.current.count += 1;
  state.current.open = open;
  return state.current.count;
}
