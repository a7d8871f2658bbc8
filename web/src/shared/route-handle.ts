import { createContext, useContext } from 'react';
import type { Ability } from '@inv/domain';
import type { De } from '@/i18n/de-texts';

export type PageTitleKey = keyof De['pages'];

/** Where a route may be reached from: anyone, only when logged out (the login form), or logged in. */
export type RouteAccess = 'public' | 'guest' | 'auth';

/** What the guard needs to know about a route; carried as the react-router `handle`. */
export interface RouteRule {
  /** Stable name, also sent as route.name when errors are logged. */
  id: string;
  path: string;
  access: RouteAccess;
  titleKey: PageTitleKey;
  /** The named requirement (REQUIRES of @inv/domain) the route needs (spec 1 §2.1); missing means none. */
  requires?: Ability;
  /** A route parameter that also admits the user whose own employeeId it names. */
  ownEmployeeParam?: string;
  /** /, /timeclock: send the user to their landing page (spec 1 §2.1). */
  landing?: boolean;
}

export interface RouteHandle {
  rule: RouteRule;
}

/** The rule of the route being shown; provided by the app's root layout. */
export const RouteRuleContext = createContext<RouteRule | undefined>(undefined);

export function useRouteRule(): RouteRule | undefined {
  return useContext(RouteRuleContext);
}
