import { createHash } from 'node:crypto';
import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MAX_IMAGE_BYTES,
  FeedbackReceipt,
  MEMBER_TYPE,
  OperatorFeedbackPage,
} from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { feedback, feedbackImages } from '@/db/schema/index.js';
import { encodePng } from '@/lib/png.js';
import { authHeaders, freshIp } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorHeaders, operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import { FEEDBACK_PER_IP, FEEDBACK_PER_MEMBER } from './feedback.limits.js';

type Upload = { bytes: Uint8Array; name: string; type: string };

/** A small real PNG of one colour. */
const png = (rgb: readonly [number, number, number], name = 'screen.png'): Upload => ({
  bytes: encodePng(
    4,
    4,
    Uint8Array.from({ length: 48 }, (_, i) => rgb[i % 3] ?? 0),
  ),
  name,
  type: 'image/png',
});
/** A GIF89a renamed .png and declared image/png: its bytes give it away. */
const gifAsPng: Upload = {
  bytes: Uint8Array.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]),
  name: 'screen.png',
  type: 'image/png',
};
/** A PNG signature followed by 6 MB: over the 5 MB limit. */
const sixMb: Upload = {
  bytes: (() => {
    const bytes = new Uint8Array(6 * 1024 * 1024);
    bytes.set(encodePng(1, 1, Uint8Array.of(0, 0, 0)));
    return bytes;
  })(),
  name: 'big.png',
  type: 'image/png',
};
/** A JPEG's header: JFIF, then a baseline frame (SOF0) of `width` × `height` pixels. */
const jpegHeader = (width: number, height: number) => [
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
];
const jpeg: Upload = {
  bytes: Uint8Array.from([...jpegHeader(16, 16), 0xff, 0xd9]),
  name: 'photo.jpg',
  type: 'image/jpeg',
};

const TEXT = 'Mabagal pumasok ang GCash deposit ko kagabi.';

/** A multipart/form-data body as a browser's FormData sends it. */
async function multipart(content: string | undefined, images: readonly Upload[] = []) {
  const form = new FormData();
  if (content !== undefined) form.append('content', content);
  for (const image of images) {
    form.append('images', new Blob([image.bytes], { type: image.type }), image.name);
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

describe('feedback (PUT /wps/feedback)', () => {
  let app: App;
  let db: Db;
  let switches: ReturnType<typeof operatorSwitches>;
  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    switches = operatorSwitches(app);
  });
  afterEach(() => switches.restore());
  afterAll(() => app.close());

  /** A fresh member's token (no feedback sent yet, so the hourly limit starts at zero). */
  async function member(type: number = MEMBER_TYPE.PLAYER, merchantCode = 'DEMO') {
    const row = await insertTestMember(db, { prefix: 'fb', type, merchantCode });
    return { ...row, token: await tokenFor(db, row) };
  }

  async function send(
    token: string | undefined,
    content: string | undefined,
    images: readonly Upload[] = [],
    options: { language?: string; ip?: string; merchant?: string } = {},
  ) {
    const { payload, contentType } = await multipart(content, images);
    return app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      payload,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'content-type': contentType,
        ...(token ? authHeaders(token, options.merchant) : { merchant: 'DEMO' }),
        ...(options.language ? { language: options.language } : {}),
      },
    });
  }

  const rowCounts = async () => {
    const [rows] = await db.select({ n: count() }).from(feedback);
    const [images] = await db.select({ n: count() }).from(feedbackImages);
    return { feedback: rows?.n ?? 0, images: images?.n ?? 0 };
  };

  /** Runs `act` and checks it stored nothing at all. */
  async function storesNothing<T>(act: () => Promise<T>): Promise<T> {
    const before = await rowCounts();
    const result = await act();
    expect(await rowCounts()).toEqual(before);
    return result;
  }

  it('stores the trimmed text, its language and two images with their type, size and hash', async () => {
    const { id: memberId, token } = await member();
    const red = png([220, 40, 40], 'one.png');
    const response = await send(token, `  ${TEXT}\n  `, [red, jpeg], { language: 'EN' });
    expect(response.statusCode).toBe(200);
    const receipt = valueOf(response, FeedbackReceipt);
    expect(receipt.images).toBe(2);
    expect(Math.abs(receipt.createdAt - Date.now())).toBeLessThan(60_000);

    const [row] = await db.select().from(feedback).where(eq(feedback.id, receipt.id));
    expect(row).toMatchObject({ memberId, content: TEXT, language: 'EN' });
    const images = await db
      .select()
      .from(feedbackImages)
      .where(eq(feedbackImages.feedbackId, receipt.id))
      .orderBy(feedbackImages.n);
    expect(images.map((image) => [image.n, image.mimeType, image.byteSize])).toEqual([
      [1, 'image/png', red.bytes.length],
      [2, 'image/jpeg', jpeg.bytes.length],
    ]);
    expect(images[0]?.bytes.equals(Buffer.from(red.bytes))).toBe(true);
    expect(images[1]?.sha256).toBe(createHash('sha256').update(jpeg.bytes).digest('hex'));
  });

  it('takes text alone, in the language of the request (TY by default)', async () => {
    const { token } = await member();
    const receipt = valueOf(await send(token, TEXT), FeedbackReceipt);
    expect(receipt.images).toBe(0);
    const [row] = await db.select().from(feedback).where(eq(feedback.id, receipt.id));
    expect(row?.language).toBe('TY');
  });

  describe('refuses, naming the field and storing nothing', () => {
    it('a 4th image', async () => {
      const { token } = await member();
      const four = [png([1, 2, 3]), png([4, 5, 6]), png([7, 8, 9]), png([10, 11, 12])];
      const response = await storesNothing(() => send(token, TEXT, four, { language: 'EN' }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'feedback.images.too.many',
        field: 'images',
        message: 'You can attach at most 3 images',
      });
    });

    it('an image over 5 MB (413), after a good one', async () => {
      const { token } = await member();
      const response = await storesNothing(() => send(token, TEXT, [png([9, 9, 9]), sixMb]));
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({
        code: 'feedback.image.too.large',
        field: 'images',
        message: 'Hanggang 5 MB lang dapat ang bawat larawan',
      });
    });

    it('an image of exactly 5 MB is still fine', async () => {
      const { token } = await member();
      const bytes = new Uint8Array(FEEDBACK_MAX_IMAGE_BYTES);
      bytes.set(png([0, 0, 0]).bytes);
      const response = await send(token, TEXT, [{ bytes, name: 'edge.png', type: 'image/png' }]);
      expect(valueOf(response, FeedbackReceipt).images).toBe(1);
    });

    it('a GIF renamed .png, whatever its declared type', async () => {
      const { token } = await member();
      const response = await storesNothing(() =>
        send(token, TEXT, [png([1, 1, 1]), gifAsPng], { language: 'EN' }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'feedback.image.type',
        field: 'images',
        message: 'Only PNG or JPG images can be attached',
      });
      const empty = await storesNothing(() =>
        send(token, TEXT, [{ bytes: new Uint8Array(), name: 'a.jpg', type: 'image/jpeg' }]),
      );
      expect(errorOf(empty).code).toBe('feedback.image.type');
    });

    it('a decompression bomb: a tiny PNG or JPEG declaring more pixels than allowed', async () => {
      const { token } = await member();
      // 50,000 × 50,000 in its header, a few hundred bytes on the wire.
      const bomb = Buffer.from(png([1, 1, 1]).bytes);
      bomb.writeUInt32BE(50_000, 16);
      bomb.writeUInt32BE(50_000, 20);
      const response = await storesNothing(() =>
        send(token, TEXT, [{ bytes: bomb, name: 'bomb.png', type: 'image/png' }], {
          language: 'EN',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'feedback.image.pixels',
        field: 'images',
        message: 'Each image may have at most 50 megapixels',
      });
      const jpegBomb = Uint8Array.from([...jpegHeader(65_000, 65_000), 0xff, 0xd9]);
      const ty = await storesNothing(() =>
        send(token, TEXT, [{ bytes: jpegBomb, name: 'bomb.jpg', type: 'image/jpeg' }]),
      );
      expect(errorOf(ty)).toMatchObject({
        code: 'feedback.image.pixels',
        field: 'images',
        message: 'Hanggang 50 megapixel lang dapat ang bawat larawan',
      });
    });

    it('an image whose header gives no size (a PNG signature alone)', async () => {
      const { token } = await member();
      const bytes = png([1, 1, 1]).bytes.subarray(0, 8);
      const response = await storesNothing(() =>
        send(token, TEXT, [{ bytes, name: 'cut.png', type: 'image/png' }]),
      );
      expect(errorOf(response)).toMatchObject({ code: 'feedback.image.type', field: 'images' });
    });

    it.each([
      ['no content field', undefined],
      ['empty content', ''],
      ['only spaces', '        \n      '],
      ['too short content', '  short  '],
      ['too long content', 'x'.repeat(FEEDBACK_CONTENT_MAX_LENGTH + 1)],
      ['content far past the field limit', 'ñ'.repeat(5000)],
    ])('%s', async (_case, content) => {
      const { token } = await member();
      const response = await storesNothing(() =>
        send(token, content, [png([5, 5, 5])], { language: 'EN' }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'feedback.content.length',
        field: 'content',
        message: 'Your feedback must be 10 to 500 characters long',
      });
    });

    it('control characters in the content', async () => {
      const { token } = await member();
      const response = await storesNothing(() => send(token, `${TEXT}\u0000`));
      expect(errorOf(response)).toMatchObject({ code: 'text.control.chars', field: 'content' });
    });

    it('a file under another name, and a JSON body', async () => {
      const { token } = await member();
      const form = new FormData();
      form.append('content', TEXT);
      form.append('avatar', new Blob([png([1, 1, 1]).bytes]), 'a.png');
      const body = new Response(form);
      const other = await storesNothing(async () =>
        app.inject({
          method: 'PUT',
          url: '/wps/feedback',
          payload: Buffer.from(await body.arrayBuffer()),
          headers: {
            ...authHeaders(token),
            'content-type': body.headers.get('content-type') ?? '',
          },
        }),
      );
      expect(errorOf(other)).toMatchObject({ code: 'request.invalid', field: 'avatar' });
      const json = await app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        payload: { content: TEXT },
        headers: authHeaders(token),
      });
      expect(json.statusCode).toBe(400);
      expect(errorOf(json)).toMatchObject({ code: 'request.malformed', field: 'Content-Type' });
    });
  });

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
    await switches.module('FEEDBACK3', false);
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
          form.append('images', new Blob([image.bytes], { type: image.type }), image.name);
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
    const response = await app.inject({
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
      const response = await app.inject({
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

      const image = await app.inject({
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

      const missing = await app.inject({
        url: `/operator/merchants/DEMO/feedback/${older.id}/images/1`,
        headers: operatorHeaders,
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('feedback.not.found');
      const otherMerchant = await app.inject({
        url: `/operator/merchants/DEMOTRIAL/feedback/${newer.id}/images/1`,
        headers: operatorHeaders,
      });
      expect(otherMerchant.statusCode).toBe(404);
    });

    it('refuses a caller without the operator token', async () => {
      const response = await app.inject({
        url: '/operator/merchants/DEMO/feedback',
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('no.permission');
    });
  });
});
