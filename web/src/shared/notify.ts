import { createToaster } from '@chakra-ui/react';

/**
 * Phones (below Chakra's `md`, 48em) get toasts at the top: at the bottom they cover the action bars
 * there (the registration stepper's "Weiter", dialog footers). Read once, when the app loads.
 */
const onPhone = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(max-width: 47.99em)').matches);

/** One toaster for the whole app; callers pass text already translated from i18n/de. */
export const toaster = createToaster({ placement: onPhone ? 'top' : 'bottom', max: 4, pauseOnPageIdle: true });

/** Durations of spec 1 §9: success 2 s, error and warning 2 s, snackbar 3 s. */
export const TOAST_MS = { success: 2000, error: 2000, warning: 2000, snackbar: 3000 } as const;

/** A toast with an `id` replaces a visible one with the same id instead of stacking a copy. */
export interface NotifyOptions {
  id?: string;
  description?: string;
  duration?: number;
  closable?: boolean;
}

export const notify = {
  success: (title: string, o: NotifyOptions = {}) =>
    toaster.create({ type: 'success', title, ...o, duration: o.duration ?? TOAST_MS.success }),
  error: (title: string, o: NotifyOptions = {}) =>
    toaster.create({ type: 'error', title, ...o, duration: o.duration ?? TOAST_MS.error }),
  warning: (title: string, o: NotifyOptions = {}) =>
    toaster.create({ type: 'warning', title, ...o, duration: o.duration ?? TOAST_MS.warning }),
  /** Closable; line breaks (\n) in the text are kept. */
  snackbar: (title: string, o: NotifyOptions = {}) =>
    toaster.create({ type: 'info', title, closable: true, ...o, duration: o.duration ?? TOAST_MS.snackbar }),
};
