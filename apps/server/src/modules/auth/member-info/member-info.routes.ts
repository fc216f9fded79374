import {
  ContractRequestInfo,
  EmailBody,
  IconBody,
  MemberInfo,
  NicknameBody,
  ok,
  PayeeNameBody,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { MemberInfoService } from './member-info.service.js';

const response = { 200: successEnvelope(MemberInfo) };

/**
 * GET /wps/member/info and its edits /nickname, /email, /payeename, /icon (SPEC §7), and the
 * agent's pending contract requests, /funds/consolidated.
 */
export const memberInfoRoutes: FastifyPluginAsyncZod<{ memberInfo: MemberInfoService }> = async (
  app,
  { memberInfo },
) => {
  app.get(
    '/wps/member/info',
    { config: { auth: 'member' }, schema: { response } },
    async (request) => ok(await memberInfo.info(merchantOf(request), sessionOf(request))),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { auth: 'member' },
      schema: answering(ContractRequestInfo),
    },
    async (request) => ok(await memberInfo.pendingContracts(sessionOf(request))),
  );

  // Trial accounts may look at their profile but not edit it (free_reject).
  const edit = { auth: 'real-member' } as const;
  // The nickname and the payee name: the same profile update, one field each.
  for (const [path, body] of [
    ['/wps/member/info/nickname', NicknameBody],
    ['/wps/member/info/payeename', PayeeNameBody],
  ] as const) {
    app.put(path, { config: edit, schema: { body, response } }, async (request) =>
      ok(await memberInfo.update(merchantOf(request), sessionOf(request), request.body)),
    );
  }
  app.put(
    '/wps/member/info/email',
    {
      // The password check is a guess like a login's: limited per address here, per member in
      // the service.
      config: { ...edit, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: EmailBody, response },
    },
    async (request) =>
      ok(
        await memberInfo.changeEmail(merchantOf(request), sessionOf(request), request.body, {
          ip: request.ip,
          language: request.language,
        }),
      ),
  );
  app.put(
    '/wps/member/info/icon',
    { config: { ...edit, module: 'PROFPIC3' }, schema: { body: IconBody, response } },
    async (request) =>
      ok(await memberInfo.update(merchantOf(request), sessionOf(request), request.body)),
  );
};
