import {
  BankCard,
  BankCardList,
  BankCardParams,
  BankList,
  BindBankCardBody,
  DeleteBankCardBody,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { privateAnswers } from '@/lib/member-routes.js';
import { z } from 'zod';
import { perMember, sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { BankCardsService } from './bank-cards.service.js';

const member = { auth: 'real-member' } as const;
/** Each carries a payment-password guess: few a minute per member (and the guard's lock). */
const proof = { auth: 'real-member', rateLimit: perMember(10, '1 minute') } as const;

/** GET/POST /wps/member/bankCard, DELETE /wps/member/bankCard/:id and the bank list. */
export const bankCardRoutes: FastifyPluginAsyncZod<{ bankCards: BankCardsService }> = async (
  app,
  { bankCards },
) => {
  privateAnswers(app);

  app.get('/wps/member/bankCard/banks', { config: member, schema: answering(BankList) }, async () =>
    ok(await bankCards.banks()),
  );

  app.get(
    '/wps/member/bankCard',
    { config: member, schema: answering(BankCardList) },
    async (request) => ok(await bankCards.list(sessionOf(request).memberId)),
  );

  app.post(
    '/wps/member/bankCard',
    {
      config: proof,
      schema: answering(BankCard, { body: BindBankCardBody }),
    },
    async (request) =>
      ok(await bankCards.bind(merchantOf(request), sessionOf(request).memberId, request.body)),
  );

  app.delete(
    '/wps/member/bankCard/:id',
    {
      config: proof,
      schema: answering(z.null(), { params: BankCardParams, body: DeleteBankCardBody }),
    },
    async (request) => {
      await bankCards.remove(
        sessionOf(request).memberId,
        request.params.id,
        request.body.paymentPassword,
      );
      return ok(null);
    },
  );
};
