import { Component, lazy, Suspense, type ReactNode } from 'react';
import { BootFallback } from './BootFallback';
import { CrashScreen } from './CrashScreen';
import { useDocumentTitle } from './useDocumentTitle';

const loadSignInScreen = () => import('../features/auth/pages/SignInScreen');
const SignInScreen = lazy(() => loadSignInScreen().then((m) => ({ default: m.SignInScreen })));

/**
 * Starts loading the sign-in page's code together with the boot's own requests (the host's
 * configuration and the texts, bootstrap.ts) instead of after them. A failure is left to the page's
 * own load (CrashBoundary) to show.
 */
export function preloadSignInScreen(): void {
  void loadSignInScreen().catch(() => undefined);
}

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
