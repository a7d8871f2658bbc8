import { type ComponentType, lazy } from 'react';

/** The employee create dialog's props, as the screens that offer it pass them. */
export interface CreateEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful create (e.g. to reload a list). */
  onCreated?: (employeeId: number) => void;
  /** Create from a finished registration: its data prefills the form, no welcome letter follows. */
  registrationUuid?: string;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Offered {
  createEmployee: Loader<CreateEmployeeDialogProps>;
}

/**
 * Dialogs one feature offers on the screens of others: the employees' create dialog on the accounting
 * overview and on the registrations. Features do not import each other, so the app hands in the
 * loaders of the offering feature's lazy chunk (app/offered-dialogs.ts) and the screens render the
 * lazy components below; the chunk still loads only when a screen opens the dialog.
 */
let offered: Offered | undefined;

export function offerDialogs(dialogs: Offered): void {
  offered = dialogs;
}

function load<K extends keyof Offered>(name: K): ReturnType<Offered[K]> {
  if (!offered) throw new Error(`Dialog ${name} is not offered: app/offered-dialogs.ts registers it at start.`);
  return offered[name]() as ReturnType<Offered[K]>;
}

export const CreateEmployeeDialog = lazy(() => load('createEmployee'));
