import { MEMBER_TYPE } from '@app/contracts';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { feedback, feedbackImages } from '@/db/schema/index.js';
import { encodePng } from '@/lib/png.js';
import { authHeaders, freshIp } from '../../../test/accounts.js';
import { insertTestMember, tokenFor } from '../../../test/ledger-fixtures.js';
import { operatorSwitches } from '../../../test/operator.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

export type Upload = { bytes: Uint8Array; name: string; type: string };

/** Bytes as a Blob takes them: on an ArrayBuffer of their own (Node's types refuse a shared one). */
export const blobPart = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** A small real PNG of one colour. */
export const png = (rgb: readonly [number, number, number], name = 'screen.png'): Upload => ({
  bytes: encodePng(
    4,
    4,
    Uint8Array.from({ length: 48 }, (_, i) => rgb[i % 3] ?? 0),
  ),
  name,
  type: 'image/png',
});
/** A GIF89a renamed .png and declared image/png: its bytes give it away. */
export const gifAsPng: Upload = {
  bytes: Uint8Array.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]),
  name: 'screen.png',
  type: 'image/png',
};
/** A PNG signature followed by 6 MB: over the 5 MB limit. */
export const sixMb: Upload = {
  bytes: (() => {
    const bytes = new Uint8Array(6 * 1024 * 1024);
    bytes.set(encodePng(1, 1, Uint8Array.of(0, 0, 0)));
    return bytes;
  })(),
  name: 'big.png',
  type: 'image/png',
};
/** A JPEG's header: JFIF, then a baseline frame (SOF0) of `width` × `height` pixels. */
export const jpegHeader = (width: number, height: number) => [
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
];
export const jpeg: Upload = {
  bytes: Uint8Array.from([...jpegHeader(16, 16), 0xff, 0xd9]),
  name: 'photo.jpg',
  type: 'image/jpeg',
};

export const TEXT = 'Mabagal pumasok ang GCash deposit ko kagabi.';

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipart(content: string | undefined, images: readonly Upload[] = []) {
  const form = new FormData();
  if (content !== undefined) form.append('content', content);
  for (const image of images) {
    form.append('images', new Blob([blobPart(image.bytes)], { type: image.type }), image.name);
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

/** The app, the database and the helpers both halves of these tests share. */
export function feedbackKit() {
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

  return {
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    get switches() {
      return switches;
    },
    member,
    send,
    rowCounts,
    storesNothing,
  };
}
