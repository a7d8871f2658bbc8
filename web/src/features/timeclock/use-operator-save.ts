import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTimeclockCreateOperatorMutation, useTimeclockDeleteOperatorMutation, useTimeclockUpdateOperatorMutation } from '@/generated/timeclock';
import { errorCodes } from '@/shared/graphql-errors';
import { operatorNumberProblem } from '@inv/domain';

export interface OperatorRef {
  employeeId: number;
  operatorId: number | null;
}

/** Spec 3 §8: a 409 on the operators is shown under the field by the caller, not by the shell. */
const OWN_ERRORS = { handleErrors: ['CONFLICT', 'VALIDATION', 'NOT_FOUND'] };

/** The message under an operator field for a failed save: the response's title, else a general text. */
export function operatorFailure(err: unknown, t: TFunction): string {
  const { messages, fieldErrors } = errorCodes(err);
  return messages.CONFLICT ?? fieldErrors[0]?.message ?? messages.NOT_FOUND ?? t('timeclock.operator.failed');
}

/**
 * Client check of a typed operator number before it is sent (spec 2 §5), by @inv/domain's rule and
 * message as the server's; empty removes the number.
 */
export function operatorInputProblem(next: number | null): string | null {
  return next === null ? null : operatorNumberProblem(next);
}

/**
 * Saving one employee's operator number on the timeclock (spec 2 §2.6): a new number creates the
 * operator entry, a changed one updates it, an emptied field removes it. Resolves to the message to
 * show under the field, or null; `onSaved` hands the stored state back to the list.
 */
export function useOperatorSave(orderId: number, t: TFunction, onSaved: (employeeId: number, operatorId: number | null, operatorNumber: number | null) => void) {
  const [create] = useTimeclockCreateOperatorMutation({ context: OWN_ERRORS });
  const [update] = useTimeclockUpdateOperatorMutation({ context: OWN_ERRORS });
  const [remove] = useTimeclockDeleteOperatorMutation({ context: OWN_ERRORS });
  return useCallback(
    async (entry: OperatorRef, next: number | null): Promise<string | null> => {
      try {
        if (next === null) {
          if (entry.operatorId != null) await remove({ variables: { orderId, operatorId: entry.operatorId } });
          onSaved(entry.employeeId, null, null);
        } else if (entry.operatorId != null) {
          const { data } = await update({ variables: { orderId, operatorId: entry.operatorId, input: { operatorNumber: next } } });
          onSaved(entry.employeeId, data?.updateOrderOperator.id ?? entry.operatorId, data?.updateOrderOperator.operatorNumber ?? next);
        } else {
          const { data } = await create({ variables: { orderId, input: { employeeId: entry.employeeId, operatorNumber: next } } });
          onSaved(entry.employeeId, data?.createOrderOperator.id ?? null, data?.createOrderOperator.operatorNumber ?? next);
        }
        return null;
      } catch (err) {
        return operatorFailure(err, t);
      }
    },
    [orderId, t, onSaved, create, update, remove],
  );
}
