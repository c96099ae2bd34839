import { useLocation, useNavigate } from 'react-router';
import { SignInScreen } from './SignInScreen';

/** The router's /login page. */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return <SignInScreen search={search} goTo={(target) => void navigate(target, { replace: true })} />;
}
