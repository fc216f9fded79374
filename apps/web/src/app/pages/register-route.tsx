import { RegisterPage } from '@/features/auth/register/register-page';
import { AuthRoute } from './auth-route';

/** /m/register's (and its aliases') lazy route module (its own chunk: see AuthRoute). */
export default function RegisterRoute() {
  return (
    <AuthRoute>
      <RegisterPage />
    </AuthRoute>
  );
}
