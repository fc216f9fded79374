import { guard } from '@app/contracts/zod-free';
import { api } from '@/shared/api-client';

/** Lets the app tell a sign-out in progress from a session the server ended on its own. */
export const LOGOUT_MUTATION_KEY = ['account', 'logout'] as const;

/** DELETE /wps/session/logout: ends the session of the token the client sends. */
export const logout = () => api.delete('/wps/session/logout', guard.unknown);
