import { Outlet, useNavigation } from 'react-router';
import { NavigationProgress } from '@om/ui';
import { useAppearance } from './useAppearance';
import { useMessagePolling } from './useMessagePolling';
import { usePageTitle } from './usePageTitle';

/** Around every page: the progress bar while navigating, the document title, theme and message polling. */
export function RootFrame() {
  const navigation = useNavigation();
  usePageTitle();
  useAppearance();
  useMessagePolling();
  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
