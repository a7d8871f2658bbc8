import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/shared/route-handle';
import { FullPageSpinner, RootLayout, RouteError } from './root-layout';
import { type AppRoute, ROUTES } from './routes';

const AppShell = lazy(() => import('./shell/app-shell'));

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { rule: route };
  const { Page } = route;
  return { path: route.path, handle, element: Page ? <Page /> : null };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.filter((r) => !r.shell).map(toRouteObject),
      {
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <AppShell />
          </Suspense>
        ),
        children: ROUTES.filter((r) => r.shell).map(toRouteObject),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
export type AppRouter = ReturnType<typeof createAppRouter>;
