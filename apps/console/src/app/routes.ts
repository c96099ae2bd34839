import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { BootFallback } from './BootFallback';
import { createPublicRoutes } from './publicRoutes';
import { RootFrame } from './RootFrame';
import { RouteError } from './RouteError';

/** Routes that only redirect render nothing (and keep the router from warning about it). */
const Nothing = () => null;

/** The signed-in layout; the modules' routes are patched in under it (see router.ts). */
export const SHELL_ROUTE_ID = 'shell';

const nothingToPrepare = async () => undefined;

/**
 * The whole route tree: the guard at the root, public pages, then the signed-in shell. `prepareShell`
 * runs before the shell shows (it adds the shell's texts to the boot ones, see i18n's parts),
 * `preparePrint` before the print page shows (every namespace).
 */
export function createRoutes(
  guard: LoaderFunction,
  prepareShell: () => Promise<unknown> = nothingToPrepare,
  preparePrint: () => Promise<unknown> = prepareShell,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteError,
      loader: guard,
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect('/dashboard'), Component: Nothing },
        ...createPublicRoutes(preparePrint),
        {
          id: SHELL_ROUTE_ID,
          lazy: async () => {
            const [{ Shell }] = await Promise.all([import('./layout/Shell'), prepareShell()]);
            return { Component: Shell };
          },
          children: [],
        },
        { path: '*', loader: () => redirect('/404'), Component: Nothing },
      ],
    },
  ];
}
