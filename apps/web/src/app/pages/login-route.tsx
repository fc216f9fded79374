import { LoginPage } from '@/features/auth/login/login-page';
import { AuthRoute } from './auth-route';

/** /m/login's lazy route module (its own chunk: see AuthRoute). */
export default function LoginRoute() {
  return (
    <AuthRoute>
      <LoginPage />
    </AuthRoute>
  );
}
