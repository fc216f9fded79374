import { FeedbackReceipt, MEMBER_TYPE, OperatorFeedbackPage } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { authHeaders, freshIp } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { operatorHeaders } from '../../../test/operator.js';
import { buildTestApp } from '../../../test/test-app.js';
import { FEEDBACK_PER_IP, FEEDBACK_PER_MEMBER } from './feedback.limits.js';
import {
  blobPart,
  feedbackKit,
  type Upload,
  png,
  sixMb,
  TEXT,
  multipart,
} from './feedback.routes.test-kit.js';

describe("feedback: who may send, how often, over a real connection, and the operator's reading", () => {
  const kit = feedbackKit();
  const { member, send, storesNothing } = kit;

  it('refuses a guest (401) and a free-trial account (403 free_reject)', async () => {
    const guest = await storesNothing(() => send(undefined, TEXT, [png([3, 3, 3])]));
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest).code).toBe('login.not.session');
    const trial = await member(MEMBER_TYPE.TRIAL, 'DEMOTRIAL');
    const refused = await storesNothing(() =>
      send(trial.token, TEXT, [], { merchant: 'DEMOTRIAL' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('free_reject');
  });

  it('refuses everyone while FEEDBACK3 is off', async () => {
    const { token } = await member();
    await kit.switches.module('FEEDBACK3', false);
    const response = await storesNothing(() => send(token, TEXT));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('no.permission');
  });

  it(`takes ${FEEDBACK_PER_MEMBER.max} feedback a member an hour, then 429 and nothing stored`, async () => {
    const { token } = await member();
    for (let sent = 0; sent < FEEDBACK_PER_MEMBER.max; sent++) {
      expect((await send(token, `${TEXT} #${sent}`)).statusCode).toBe(200);
    }
    const response = await storesNothing(() => send(token, TEXT, [png([2, 2, 2])]));
    expect(response.statusCode).toBe(429);
    expect(errorOf(response).code).toBe('feedback.too.many');
    // Another member is not held back.
    expect((await send((await member()).token, TEXT)).statusCode).toBe(200);
  });

  it(`takes ${FEEDBACK_PER_IP.max} requests an hour from one address, then 429`, async () => {
    const ip = freshIp();
    for (let sent = 0; sent < FEEDBACK_PER_IP.max; sent++) {
      expect((await send(undefined, TEXT, [], { ip })).statusCode).toBe(401);
    }
    const { token } = await member();
    const response = await storesNothing(() => send(token, TEXT, [], { ip }));
    expect(response.statusCode).toBe(429);
    expect(errorOf(response).code).toBe('too.many.requests');
  });

  it('answers refused uploads over a real connection at once, and the connection still works', async () => {
    const server = await buildTestApp();
    try {
      const origin = await server.listen({ host: '127.0.0.1', port: 0 });
      const { token } = await member();
      const put = async (images: readonly Upload[]) => {
        const form = new FormData();
        form.append('content', TEXT);
        for (const image of images) {
          form.append(
            'images',
            new Blob([blobPart(image.bytes)], { type: image.type }),
            image.name,
          );
        }
        const response = await fetch(`${origin}/wps/feedback`, {
          method: 'PUT',
          body: form,
          headers: authHeaders(token),
          signal: AbortSignal.timeout(10_000),
        });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      };
      const tooLarge = await storesNothing(() => put([sixMb, png([1, 2, 3])]));
      expect(tooLarge).toMatchObject({ status: 413, body: { code: 'feedback.image.too.large' } });
      const tooMany = await storesNothing(() => put([sixMb, sixMb, sixMb, sixMb]));
      expect(tooMany.status).toBe(413);
      const fine = await put([png([4, 5, 6]), png([7, 8, 9])]);
      expect(fine.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('parses multipart bodies on this route only', async () => {
    const { token } = await member();
    const { payload, contentType } = await multipart('Juan');
    const response = await kit.app.inject({
      method: 'PUT',
      url: '/wps/member/info/nickname',
      payload,
      headers: { ...authHeaders(token), 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
  });

  describe('operator API', () => {
    it('lists the newest feedback first with its member and images, without their bytes', async () => {
      const first = await member();
      const second = await member();
      const older = valueOf(await send(first.token, `${TEXT} (una)`), FeedbackReceipt);
      const blue = png([30, 60, 200]);
      const newer = valueOf(
        await send(second.token, `${TEXT} (pangalawa)`, [blue], { language: 'EN' }),
        FeedbackReceipt,
      );
      const response = await kit.app.inject({
        url: '/operator/merchants/DEMO/feedback?pageSize=2',
        headers: operatorHeaders,
      });
      const page = valueOf(response, OperatorFeedbackPage);
      expect(page).toMatchObject({ pageNum: 1, pageSize: 2 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.totalPages).toBe(Math.ceil(page.total / 2));
      expect(page.list.map((item) => item.id)).toEqual([newer.id, older.id]);
      expect(page.list[0]).toMatchObject({
        account: second.account,
        memberId: second.id,
        language: 'EN',
        content: `${TEXT} (pangalawa)`,
        images: [{ n: 1, mimeType: 'image/png', byteSize: blue.bytes.length }],
      });
      expect(response.body).not.toContain('bytes');

      const image = await kit.app.inject({
        url: `/operator/merchants/DEMO/feedback/${newer.id}/images/1`,
        headers: operatorHeaders,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-disposition']).toBe(
        `inline; filename="feedback-${newer.id}-1.png"`,
      );
      expect(image.rawPayload.equals(Buffer.from(blue.bytes))).toBe(true);

      const missing = await kit.app.inject({
        url: `/operator/merchants/DEMO/feedback/${older.id}/images/1`,
        headers: operatorHeaders,
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('feedback.not.found');
      const otherMerchant = await kit.app.inject({
        url: `/operator/merchants/DEMOTRIAL/feedback/${newer.id}/images/1`,
        headers: operatorHeaders,
      });
      expect(otherMerchant.statusCode).toBe(404);
    });

    it('refuses a caller without the operator token', async () => {
      const response = await kit.app.inject({
        url: '/operator/merchants/DEMO/feedback',
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('no.permission');
    });
  });
});
