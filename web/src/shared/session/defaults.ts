import { useDefaultsQuery } from '@/generated/graphql';
import { firstDayOfCurrentMonthIso } from '../format';
import { useAuth } from './auth';

/**
 * Server defaults, fetched once after authentication. Until they arrive (or without a session) the
 * earliest valid date is the first day of the current month (spec 1 §4 "Month closing").
 */
export function useDefaults() {
  const { auth } = useAuth();
  const { data } = useDefaultsQuery({ skip: !auth?.authenticated, fetchPolicy: 'cache-first' });
  return {
    earliestValidFrom: data?.defaults.earliestValidFrom ?? firstDayOfCurrentMonthIso(),
    sickLeaveFormUrl: data?.defaults.sickLeaveFormUrl ?? null,
    workwearFormUrl: data?.defaults.workwearFormUrl ?? null,
    vacationFormUrl: data?.defaults.vacationFormUrl ?? null,
    loaded: Boolean(data),
  };
}

/** YYYY-MM-DD; anything dated before it belongs to a closed month. */
export function useEarliestValidFrom(): string {
  return useDefaults().earliestValidFrom;
}
