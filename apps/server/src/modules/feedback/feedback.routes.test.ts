import { createHash } from 'node:crypto';
import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MAX_IMAGE_BYTES,
  FeedbackReceipt,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '@/db/schema/index.js';
import { authHeaders } from '../../../test/accounts.js';
import { errorOf, valueOf } from '../../../test/http.js';
import {
  blobPart,
  feedbackKit,
  png,
  gifAsPng,
  sixMb,
  jpeg,
  jpegHeader,
  TEXT,
} from './feedback.routes.test-kit.js';

describe('feedback (PUT /wps/feedback)', () => {
  const kit = feedbackKit();
  const { member, send, storesNothing } = kit;

  it('stores the trimmed text, its language and two images with their type, size and hash', async () => {
    const { id: memberId, token } = await member();
    const red = png([220, 40, 40], 'one.png');
    const response = await send(token, `  ${TEXT}\n  `, [red, jpeg], { language: 'EN' });
    expect(response.statusCode).toBe(200);
    const receipt = valueOf(response, FeedbackReceipt);
    expect(receipt.images).toBe(2);
    expect(Math.abs(receipt.createdAt - Date.now())).toBeLessThan(60_000);

    const [row] = await kit.db.select().from(feedback).where(eq(feedback.id, receipt.id));
    expect(row).toMatchObject({ memberId, content: TEXT, language: 'EN' });
    const images = await kit.db
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
    const [row] = await kit.db.select().from(feedback).where(eq(feedback.id, receipt.id));
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
      form.append('avatar', new Blob([blobPart(png([1, 1, 1]).bytes)]), 'a.png');
      const body = new Response(form);
      const other = await storesNothing(async () =>
        kit.app.inject({
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
      const json = await kit.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        payload: { content: TEXT },
        headers: authHeaders(token),
      });
      expect(json.statusCode).toBe(400);
      expect(errorOf(json)).toMatchObject({ code: 'request.malformed', field: 'Content-Type' });
    });
  });
});
