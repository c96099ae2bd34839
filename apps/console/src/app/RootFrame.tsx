import { Outlet, useNavigation } from 'react-router';
import { NavigationProgress } from '@om/ui';
import { usePageTitle } from './usePageTitle';

/** Around every page: the progress bar while navigating and the document title. */
export function RootFrame() {
  const navigation = useNavigation();
  usePageTitle();
  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
