import { ok, successEnvelope, WalletBalance } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/wps/wallets/balance',
    { config: { auth: 'member' }, schema: { response: { 200: successEnvelope(WalletBalance) } } },
    async (request) => ok(await wallet.balance(sessionOf(request), merchantOf(request).merchant)),
  );
};
