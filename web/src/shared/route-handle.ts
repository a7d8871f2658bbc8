import { useMatches } from 'react-router';
import type de from '@/i18n/de.json';

export type PageTitleKey = keyof typeof de.pages;

/** Where a route may be reached from: anyone, only when logged out (the login form), or logged in. */
export type RouteAccess = 'public' | 'guest' | 'auth';

/** What the guard needs to know about a route; carried as the react-router `handle`. */
export interface RouteRule {
  /** Stable name, also sent as route.name when errors are logged. */
  id: string;
  path: string;
  access: RouteAccess;
  titleKey: PageTitleKey;
  /** Any one admits (spec 1 §2.1); empty or missing means no authority needed. */
  authorities?: readonly string[];
  /** A route parameter that also admits the user whose own employeeId it names. */
  ownEmployeeParam?: string;
  /** /, /timeclock: send the user to their landing page (spec 1 §2.1). */
  landing?: boolean;
}

export interface RouteHandle {
  rule: RouteRule;
}

/** The rule of the deepest matched route, if it has one. */
export function useRouteRule(): RouteRule | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.rule) return handle.rule;
  }
  return undefined;
}
