import type { ApolloClient } from '@apollo/client';
import { type ComponentType, lazy } from 'react';
import type { WorklogFieldsFragment, WorklogType } from '@/generated/worklogs';
import type { PickedEmployee } from '@/shared/employee-picker';

/** The employee create dialog's props, as the screens that offer it pass them. */
export interface CreateEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful create (e.g. to reload a list). */
  onCreated?: (employeeId: number) => void;
  /** Create from a finished registration: its data prefills the form, no welcome letter follows. */
  registrationUuid?: string;
}

/** What the worklog dialog needs of an existing worklog; the order screen passes its own fragment. */
export interface EditableWorklog {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: WorklogType;
  comment: string;
  orderId: number;
  order: { name: string };
  employeeId: number;
  employee?: { firstName: string; lastName: string } | null;
}

/** The worklog dialog's props (its modes: features/worklogs/components/worklog-dialog.tsx). */
export interface WorklogDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (worklog?: WorklogFieldsFragment) => void;
  worklog?: EditableWorklog | null;
  employee?: PickedEmployee | null;
  orderId?: number | null;
  date?: string | null;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Offered {
  createEmployee: Loader<CreateEmployeeDialogProps>;
  /** The worklog dialog, and the delete its lists offer without opening it (same chunk, same mutation). */
  worklog: () => Promise<{ default: ComponentType<WorklogDialogProps>; deleteWorklog: (client: ApolloClient<unknown>, worklogId: number) => Promise<void> }>;
}

/**
 * Dialogs one feature offers on the screens of others: the employees' create dialog on the accounting
 * overview and on the registrations, the worklogs' dialog and delete on the order's worklogs tab.
 * Features do not import each other, so the app hands in the loaders of the offering feature's lazy
 * chunk (app/offered-dialogs.ts) and the screens render the lazy components below; the chunk still
 * loads only when a screen opens the dialog.
 */
let offered: Offered | undefined;

export function offerDialogs(dialogs: Offered): void {
  offered = dialogs;
}

export function loadOffered<K extends keyof Offered>(name: K): ReturnType<Offered[K]> {
  if (!offered) throw new Error(`Dialog ${name} is not offered: app/offered-dialogs.ts registers it at start.`);
  return offered[name]() as ReturnType<Offered[K]>;
}

export const CreateEmployeeDialog = lazy(() => loadOffered('createEmployee'));
export const WorklogDialog = lazy(() => loadOffered('worklog'));
