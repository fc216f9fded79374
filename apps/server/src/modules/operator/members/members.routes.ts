import {
  Adjustment,
  AdjustmentBody,
  AdjustmentQuery,
  MemberNote,
  MemberNoteBody,
  OPERATOR_MEMBERS_PATH,
  OperatorMemberAction,
  OperatorMemberDetail,
  OperatorMemberLock,
  OperatorMemberPage,
  OperatorMemberParams,
  OperatorMemberPassword,
  OperatorMemberQuery,
  OperatorMerchantParams,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionRoute, merchantRoutes, type MerchantIdOf } from '../operator-merchant.js';
import type { OperatorMembers } from './operator-members.js';

type OperatorApp = Parameters<FastifyPluginAsyncZod>[0];
const one = `${OPERATOR_MEMBERS_PATH}/:id`;

/**
 * Members and agents: search (GET …/members), detail (GET …/members/:id), and the changes of a
 * member's sign-in (lock and unlock with their reason, sign-out, password) and a note, each logged
 * in its own transaction; a
 * member's adjustments (GET and POST …/members/:id/adjustments).
 */
export function memberRoutes(app: OperatorApp, members: OperatorMembers, merchantId: MerchantIdOf) {
  const route = merchantRoutes(merchantId);
  app.get(
    OPERATOR_MEMBERS_PATH,
    route(
      OperatorMemberPage,
      { params: OperatorMerchantParams, querystring: OperatorMemberQuery },
      (id, { query }) => members.search(id, query),
    ),
  );
  app.get(
    one,
    route(OperatorMemberDetail, { params: OperatorMemberParams }, (id, { params }) =>
      members.detail(id, params.id),
    ),
  );
  app.post(
    `${one}/lock`,
    decisionRoute(
      route(
        OperatorMemberAction,
        { params: OperatorMemberParams, body: OperatorMemberLock },
        (id, { params, body, operatorAudit }) =>
          members.lock(id, params.id, body.reason, operatorAudit),
      ),
    ),
  );
  app.post(
    `${one}/unlock`,
    decisionRoute(
      route(
        OperatorMemberAction,
        { params: OperatorMemberParams, body: OperatorMemberLock },
        (id, { params, body, operatorAudit }) =>
          members.unlock(id, params.id, body.reason, operatorAudit),
      ),
    ),
  );
  app.post(
    `${one}/notes`,
    decisionRoute(
      route(
        MemberNote,
        { params: OperatorMemberParams, body: MemberNoteBody },
        (id, { params, body, operatorAudit }) =>
          members.addNote(id, params.id, body.body, operatorAudit),
      ),
    ),
  );
  app.post(
    `${one}/sign-out`,
    decisionRoute(
      route(OperatorMemberAction, { params: OperatorMemberParams }, (id, r) =>
        members.signOut(id, r.params.id, r.operatorAudit),
      ),
    ),
  );
  app.post(
    `${one}/password`,
    decisionRoute(
      route(
        OperatorMemberAction,
        { params: OperatorMemberParams, body: OperatorMemberPassword },
        (id, { params, body, operatorAudit }) =>
          members.setPassword(id, params.id, body.password, operatorAudit),
      ),
    ),
  );
  app.get(
    `${one}/adjustments`,
    route(
      z.array(Adjustment),
      { params: OperatorMemberParams, querystring: AdjustmentQuery },
      (id, { params, query }) =>
        members.adjustments.list(id, { memberId: params.id, status: query.status }, query.limit),
    ),
  );
  app.post(
    `${one}/adjustments`,
    decisionRoute(
      route(
        Adjustment,
        { params: OperatorMemberParams, body: AdjustmentBody },
        (id, { params, body, operatorAudit }) =>
          members.adjustments.create(id, params.id, body, operatorAudit),
      ),
    ),
  );
}
