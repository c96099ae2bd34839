import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './toaster';

const ToasterView = lazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));

/** Mounts the toaster once something asked for a toast. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
