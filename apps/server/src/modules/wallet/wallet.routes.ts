import {
  AGENT_RECORD,
  isAgentType,
  MEMBER_TYPE,
  ok,
  TRANSACTIONS_PATH,
  TransactionListQuery,
  TransactionPage,
  memberPnlRelay,
  WalletBalance,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/app-error.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { PnlService } from './pnl.service.js';
import type { TransactionsService } from './transactions.service.js';
import type { WalletService } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  transactions: TransactionsService;
  pnl: PnlService;
}> = async (app, { wallet, transactions, pnl }) => {
  app.get(
    '/wps/wallets/balance',
    { config: { auth: 'member' }, schema: answering(WalletBalance) },
    async (request) => {
      const { merchant, settings } = merchantOf(request);
      const member = sessionOf(request);
      // A trial's play money, or a merchant with withdrawals off: nothing may be withdrawn.
      const canWithdraw = member.type !== MEMBER_TYPE.TRIAL && settings.withdrawalEnabled;
      return ok(await wallet.balance({ ...member, canWithdraw }, merchant));
    },
  );

  // The account record (TRANSREC3): a trial account's play money moves too, so members of any type.
  app.get(
    TRANSACTIONS_PATH,
    {
      config: { auth: 'member' },
      schema: answering(TransactionPage, { querystring: TransactionListQuery }),
      onSend: async (_request, reply) => {
        void reply.header('cache-control', 'private, no-store');
      },
    },
    async (request) => {
      const member = sessionOf(request);
      // The agent record (types=A) is an agent's own agent-side movements.
      if (request.query.types === AGENT_RECORD && !isAgentType(member.type)) {
        throw new AppError('agent.only');
      }
      return ok(await transactions.page(member, request.query, request.language));
    },
  );

  app.addRelay(memberPnlRelay, async ({ startDate, endDate }, request) =>
    pnl.of(sessionOf(request), startDate, endDate),
  );
};
