import { ForgetPage } from '@/features/auth/forget/forget-page';
import { AuthRoute } from './auth-route';

/** /m/forget's lazy route module (its own chunk: see AuthRoute). */
export default function ForgetRoute() {
  return (
    <AuthRoute>
      <ForgetPage />
    </AuthRoute>
  );
}
