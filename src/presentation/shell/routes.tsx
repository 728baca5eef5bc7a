import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { ShellLayout } from './ShellLayout';

/** Each route family is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "landing" */ '../landing/LandingPage')).default,
        }),
      },
      {
        path: 'terms-and-conditions',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "terms" */ '../terms/TermsPage')).default,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "errors" */ './NotFoundPage')).default,
        }),
      },
    ],
  },
];
