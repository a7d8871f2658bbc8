import { useEffect } from 'react';
import { type NavigateFunction, type NavigateOptions, useNavigate } from 'react-router';
import type { RouteInfo } from './errors/error-link';
import { matchRule } from './router';

/** Navigation for code outside React (the Apollo error link), bound to the router by NavigationBridge. */
let navigateFn: NavigateFunction | null = null;

export function navigateTo(to: string, options?: NavigateOptions) {
  if (navigateFn) void navigateFn(to, options);
  else window.location.assign(to);
}

/** route{name, path, params, query} of the current page, as sent with logged client errors. */
export function currentRoute(): RouteInfo {
  const { pathname, search } = window.location;
  const { rule, params } = matchRule(pathname);
  return {
    name: rule?.id ?? '',
    path: pathname,
    params,
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFn = navigate;
    return () => {
      navigateFn = null;
    };
  }, [navigate]);
  return null;
}
