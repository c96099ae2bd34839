import { Component, lazy, Suspense, type ReactNode } from 'react';
import { BootFallback } from './BootFallback';
import { CrashScreen } from './CrashScreen';
import { useDocumentTitle } from './useDocumentTitle';

const SignInScreen = lazy(() => import('../features/auth/pages/SignInScreen').then((m) => ({ default: m.SignInScreen })));

export interface SignInFirstProps {
  /** Signed in, with the address already set to the page to open: start the router there. */
  onSignedIn(): void;
}

/**
 * /login for a visitor without a session, before the router has loaded (see bootstrap.ts): the sign-in
 * page alone, so the first page does not carry react-router. Once signed in, the address becomes the
 * wanted page (as the router's /login page would navigate, replacing /login) and the router starts there.
 */
export function SignInFirst({ onSignedIn }: SignInFirstProps) {
  useDocumentTitle('login');
  const goTo = (target: string) => {
    window.history.replaceState(null, '', target);
    onSignedIn();
  };
  return (
    <CrashBoundary>
      <Suspense fallback={<BootFallback />}>
        <SignInScreen search={window.location.search} goTo={goTo} />
      </Suspense>
    </CrashBoundary>
  );
}

/** The router's error page for this page without the router: a chunk that fails to load, a bug. */
class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
