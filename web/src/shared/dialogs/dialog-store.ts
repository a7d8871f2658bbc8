import { useEffect, useSyncExternalStore } from 'react';
import { REQUEST_TIMEOUT_MS } from '../paths';

/**
 * The shared dialogs (confirm, info, loading) live in one small store outside React so that code
 * without a component (the Apollo error link) can open them and close all of them at once on a 401.
 * Dialogs owned by a component (profile, drawer, feature dialogs) register a closer instead.
 */
export interface ConfirmOptions {
  /** Defaults: 'Löschen bestätigen' / 'Soll der Eintrag wirklich gelöscht werden?' */
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'primary' for confirming a step forward (not a deletion): the button in the brand colour. */
  tone?: 'danger' | 'primary';
}

export interface InfoOptions {
  title: string;
  message: string;
}

export type DialogEntry =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: 'info'; options: InfoOptions; resolve: () => void }
  | { id: number; kind: 'loading'; message?: string; timedOut: boolean };

let entries: readonly DialogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const closers = new Set<() => void>();

function set(next: readonly DialogEntry[]) {
  entries = next;
  listeners.forEach((l) => l());
}

function remove(id: number) {
  set(entries.filter((e) => e.id !== id));
}

export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    set([...entries, { id, kind: 'confirm', options, resolve: (ok) => (remove(id), resolve(ok)) }]);
  });
}

export function infoDialog(options: InfoOptions): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    set([...entries, { id, kind: 'info', options, resolve: () => (remove(id), resolve()) }]);
  });
}

export interface LoadingHandle {
  close(): void;
}

/** A blocking loading dialog; after 30 s it turns into a timeout error the user can close. */
export function openLoading(message?: string, timeoutMs: number = REQUEST_TIMEOUT_MS): LoadingHandle {
  const id = nextId++;
  set([...entries, { id, kind: 'loading', message, timedOut: false }]);
  const timer = setTimeout(() => {
    set(entries.map((e) => (e.id === id && e.kind === 'loading' ? { ...e, timedOut: true } : e)));
  }, timeoutMs);
  return {
    close() {
      clearTimeout(timer);
      remove(id);
    },
  };
}

/** Closes a timed-out loading dialog from the host. */
export function dismissDialog(id: number) {
  remove(id);
}

/** Closes every dialog: shared ones resolve as cancelled, registered ones are told to close. */
export function closeAllDialogs() {
  const open = entries;
  set([]);
  for (const e of open) {
    if (e.kind === 'confirm') e.resolve(false);
    else if (e.kind === 'info') e.resolve();
  }
  [...closers].forEach((close) => close());
}

export function registerDialogCloser(close: () => void): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogEntries(): readonly DialogEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}

/** Lets closeAllDialogs() close a component's own dialog while it is open. */
export function useCloseWithAllDialogs(open: boolean, close: () => void) {
  useEffect(() => (open ? registerDialogCloser(close) : undefined), [open, close]);
}
