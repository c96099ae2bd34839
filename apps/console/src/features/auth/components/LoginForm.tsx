import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signIn } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { loadApi } from '../../../app/loadApi';
import { useAppStore } from '../../../app/store';
import { LoginField } from './LoginField';

export interface LoginFormProps {
  onSignedIn(): void;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Username (trimmed) and password (as typed) → token in the Admin-Token cookie. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const store = useAppStore();
  const [isLoading, setLoading] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);

  // The page is there to sign in: the cursor starts in the username field.
  useEffect(() => usernameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found: FieldErrors = {
      username: name ? undefined : t('login.usernameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    // A refusal (wrong password, too many attempts) is toasted by the request layer. The request
    // machinery loads with the first submit (the page does not carry it before).
    setLoading(true);
    try {
      const { sessionApi } = await loadApi(store);
      const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: name, password }, { track: false }));
      if (result.data) {
        signIn(store.dispatch, result.data.token);
        onSignedIn();
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <LoginField
          label={t('login.username')}
          error={errors.username}
          ref={usernameRef}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <LoginField
          label={t('login.password')}
          error={errors.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" colorPalette="brand" width="full" loading={isLoading}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
