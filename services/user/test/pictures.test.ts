// Profile pictures over real gRPC, FerretDB and NATS (spec §4-5, DESIGN §8): checked by their bytes,
// re-encoded without metadata, stored in GridFS's layout, set only by their owner, replaced and
// removed files deleted, a deleted account's files gone, and the signed single-use upload URL.
import * as grpc from '@grpc/grpc-js';
import {
  PICTURE_MAX_BYTES,
  pictureMessages,
  serverMessages,
  uploadFailureMessages,
  validationMessages,
} from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure, waitFor } from '@sonic-nexus/test-kit';
import mongoose from 'mongoose';
import {
  aJpegTurnedByExif,
  aJpegWithExif,
  anAnimatedGif,
  anImage,
  aNoisyPng,
  aPixelBomb,
  BROKEN_PNG,
  EXIF_SECRET,
  metadataOf,
  NOT_AN_IMAGE,
  type Format,
} from './support/images';
import { startUserTestbed, type UserTestbed } from './support/user-harness';

let t: UserTestbed;
beforeAll(async () => {
  t = await startUserTestbed('pictures');
}, 30_000);
afterAll(() => t?.close());
afterEach(() => t.clock.release());

const client = () => t.h.client;
const store = (userId: number, data: Buffer) =>
  unary(client(), client().storePicture, { userId, data }, { deadlineMs: 20_000 });
const get = (pictureId: string) => unary(client(), client().getPicture, { pictureId });
const setUrl = (userId: number, profilePictureUrl: string) =>
  unary(client(), client().updateProfilePicture, { userId, profilePictureUrl });
const publicUser = (userId: number) => unary(client(), client().getUser, { userId });
const ticketFor = (userId: number) => unary(client(), client().createUploadTicket, { userId });
const ticketOf = (uploadUrl: string) => uploadUrl.slice('/api/uploads/'.length);
const check = (token: string) => unary(client(), client().checkUploadTicket, { token });
const redeem = (ticket: string, data: Buffer) =>
  unary(client(), client().redeemUploadTicket, { ticket, data }, { deadlineMs: 20_000 });
const missing = (pictureId: string) =>
  get(pictureId).then(
    () => false,
    (err: { code?: number }) => {
      if (err.code === grpc.status.NOT_FOUND) return true;
      throw err;
    },
  );
const invalid = (details: string) => ({ code: grpc.status.INVALID_ARGUMENT, details });

describe('storing', () => {
  it.each<[Format, string]>([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ])('stores a %s as %s, served back as the same format', async (format, contentType) => {
    const me = await t.newAccount('Pf');
    const stored = await store(me.id, await anImage(format));
    expect(stored.url).toBe(`/api/pictures/${stored.pictureId}`);
    const file = await get(stored.pictureId);
    expect(file.contentType).toBe(contentType);
    expect(await metadataOf(file.data)).toMatchObject({ format, width: 64, height: 48 });
  });

  it('drops EXIF and every other metadata, applying the orientation first', async () => {
    const me = await t.newAccount('Pe');
    const original = await aJpegWithExif();
    expect((await metadataOf(original)).exif).toBeDefined();
    expect(original.includes(EXIF_SECRET)).toBe(true);
    const file = await get((await store(me.id, original)).pictureId);
    const meta = await metadataOf(file.data);
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(file.data.includes(EXIF_SECRET)).toBe(false);

    const turned = await get((await store(me.id, await aJpegTurnedByExif())).pictureId);
    expect(await metadataOf(turned.data)).toMatchObject({ width: 100, height: 200 });
    expect((await metadataOf(turned.data)).orientation).toBeUndefined();
  });

  it('scales a large picture down to fit 1024 × 1024, keeping its aspect; a small one keeps its size', async () => {
    const me = await t.newAccount('Ps');
    const big = await get((await store(me.id, await anImage('png', 3000, 1500))).pictureId);
    expect(await metadataOf(big.data)).toMatchObject({ width: 1024, height: 512 });
    const small = await get((await store(me.id, await anImage('png', 30, 20))).pictureId);
    expect(await metadataOf(small.data)).toMatchObject({ width: 30, height: 20 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const me = await t.newAccount('Pa');
    const animated = await anAnimatedGif();
    expect((await metadataOf(animated)).pages).toBe(2);
    const file = await get((await store(me.id, animated)).pictureId);
    const meta = await metadataOf(file.data);
    expect(meta).toMatchObject({ format: 'gif', width: 20, height: 10 });
    expect(meta.pages ?? 1).toBe(1);
  });

  it('takes a picture of almost 5 MB (over gRPC default 4 MB message size)', async () => {
    const me = await t.newAccount('Pl');
    const large = await aNoisyPng(1150, 1400);
    expect(large.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(large.length).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
    const file = await get((await store(me.id, large)).pictureId);
    expect(await metadataOf(file.data)).toMatchObject({ format: 'png', width: 841, height: 1024 });
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string]>([
    ['text named like a picture', () => NOT_AN_IMAGE, pictureMessages.unsupportedFormatText],
    ['an empty file', () => Buffer.alloc(0), pictureMessages.unsupportedFormatText],
    ['a format not allowed (TIFF)', () => anImage('tiff' as Format), pictureMessages.unsupportedFormatText],
    ['PNG magic then junk', () => BROKEN_PNG, serverMessages.pictureUnreadable],
    ['a 30000 × 30000 pixel bomb', aPixelBomb, serverMessages.pictureUnreadable],
    ['more than 5 MB', () => Buffer.alloc(PICTURE_MAX_BYTES + 1, 0xff), uploadFailureMessages.tooLarge],
  ])('refuses %s, storing nothing', async (_label, make, details) => {
    const me = await t.newAccount('Pr');
    expect(await failure(store(me.id, await make()))).toEqual(invalid(details));
    const held = await t.h.conn.collection('user_pictures').findOne({ _id: me.id as never });
    expect(held?.pictures ?? []).toEqual([]);
  });

  it('refuses an unknown user', async () => {
    expect(await failure(store(2_000_000_000, await anImage('png')))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.userNotFound,
    });
  });

  it('answers NOT_FOUND for an unknown or malformed picture id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '../etc/passwd', '']) {
      expect(await failure(get(id))).toEqual({
        code: grpc.status.NOT_FOUND,
        details: serverMessages.notFound,
      });
    }
  });
});

describe('GridFS on FerretDB', () => {
  it("is GridFS's layout: mongodb's GridFSBucket reads the file back, with its indexes", async () => {
    const me = await t.newAccount('Pg');
    const { pictureId } = await store(me.id, await aNoisyPng(300, 400)); // more than one 255 KiB chunk
    const served = await get(pictureId);
    const db = t.h.conn.db!;
    const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'pictures' });
    const parts: Buffer[] = [];
    for await (const part of bucket.openDownloadStream(pictureId as never)) parts.push(part as Buffer);
    expect(Buffer.concat(parts).equals(served.data)).toBe(true);
    const [file] = await bucket.find({ _id: pictureId as never }).toArray();
    expect(file).toMatchObject({ filename: pictureId, length: served.data.length, chunkSize: 255 * 1024 });
    expect(file.metadata).toMatchObject({ contentType: 'image/png', userId: me.id });
    expect(await db.collection('pictures.chunks').countDocuments({ files_id: pictureId })).toBe(
      Math.ceil(served.data.length / (255 * 1024)),
    );
    const chunkIndexes = await db.collection('pictures.chunks').listIndexes().toArray();
    expect(chunkIndexes).toContainEqual(
      expect.objectContaining({ key: { files_id: 1, n: 1 }, unique: true }),
    );
    const fileIndexes = await db.collection('pictures.files').listIndexes().toArray();
    expect(fileIndexes).toContainEqual(expect.objectContaining({ key: { filename: 1, uploadDate: 1 } }));
  });

  it("reads chunks by _id (an index lookup) where GridFSBucket's files_id + sort would scan", async () => {
    const chunks = t.h.conn.db!.collection('pictures.chunks');
    const byId = JSON.stringify(await chunks.find({ _id: 'x:0' as never }).explain());
    const gridFsWay = JSON.stringify(await chunks.find({ files_id: 'x' }).sort({ n: 1 }).explain());
    if (!byId.includes('ferretdbVersion')) return; // the plans below are FerretDB's (on a real MongoDB both use an index)
    expect(byId).toContain('Index Scan');
    expect(gridFsWay).toContain('Seq Scan');
    expect(gridFsWay).toContain('"sortPushdown":false');
  });
});

describe('setting the picture', () => {
  it('sets one of the user own pictures, shows it publicly, and deletes the one it replaces', async () => {
    const me = await t.newAccount('Pp');
    const first = await store(me.id, await anImage('png'));
    const updated = await setUrl(me.id, first.url);
    expect(updated.profilePictureUrl).toBe(first.url);
    expect((await publicUser(me.id)).profilePictureUrl).toBe(first.url);
    expect((await t.call.me(me.session)).profilePictureUrl).toBe(first.url);

    await setUrl(me.id, first.url); // again: nothing deleted
    expect(await missing(first.pictureId)).toBe(false);

    const second = await store(me.id, await anImage('jpeg'));
    await setUrl(me.id, second.url);
    expect(await missing(first.pictureId)).toBe(true);
    expect(await missing(second.pictureId)).toBe(false);
  });

  it('removes the picture with an empty URL, deleting its file', async () => {
    const me = await t.newAccount('Pd');
    const pic = await store(me.id, await anImage('webp'));
    await setUrl(me.id, pic.url);
    const cleared = await setUrl(me.id, '');
    expect(cleared.profilePictureUrl).toBe('');
    expect((await publicUser(me.id)).profilePictureUrl).toBe('');
    expect(await missing(pic.pictureId)).toBe(true);
    expect((await setUrl(me.id, '')).profilePictureUrl).toBe(''); // removing none is fine
  });

  it.each<[string, (own: string, theirs: string) => string]>([
    ["another user's picture", (_own, theirs) => theirs],
    ['an absolute URL elsewhere', () => 'https://tracker.example.com/pixel.png'],
    ['an unknown picture', () => '/api/pictures/AAAAAAAAAAAAAAAAAAAAAA'],
    ['another /api path', () => '/api/users/1'],
    ['a picture path with a suffix', (own) => `${own}/../x`],
  ])('refuses %s, keeping the picture', async (_label, urlOf) => {
    const [me, other] = [await t.newAccount('Pm'), await t.newAccount('Po')];
    const own = await store(me.id, await anImage('png'));
    await setUrl(me.id, own.url);
    const theirs = await store(other.id, await anImage('png'));
    expect(await failure(setUrl(me.id, urlOf(own.url, theirs.url)))).toEqual(
      invalid(validationMessages.pictureUrlInvalid),
    );
    expect((await publicUser(me.id)).profilePictureUrl).toBe(own.url);
    expect(await missing(theirs.pictureId)).toBe(false);
  });

  it('keeps the newest three uploads never chosen, besides the current picture', async () => {
    const me = await t.newAccount('Pk');
    const current = await store(me.id, await anImage('png'));
    await setUrl(me.id, current.url);
    const unchosen = [];
    for (let i = 0; i < 5; i += 1) unchosen.push(await store(me.id, await anImage('png')));
    const gone = await Promise.all(unchosen.map((p) => missing(p.pictureId)));
    expect(gone).toEqual([true, true, false, false, false]);
    expect(await missing(current.pictureId)).toBe(false);
  });

  it('deletes every picture file of a deleted account (user.deleted)', async () => {
    const me = await t.newAccount('Px');
    const current = await store(me.id, await anImage('png'));
    await setUrl(me.id, current.url);
    const unchosen = await store(me.id, await anImage('gif'));
    await unary(client(), client().deleteAccount, { userId: me.id });
    const db = t.h.conn.db!;
    const listed = () => db.collection('user_pictures').findOne({ _id: me.id as never });
    await waitFor(async () => (await listed()) === null, {
      timeoutMs: 10_000,
      intervalMs: 50,
      what: "the deleted account's picture list gone",
    });
    expect([await missing(current.pictureId), await missing(unchosen.pictureId)]).toEqual([true, true]);
    for (const id of [current.pictureId, unchosen.pictureId]) {
      expect(await db.collection('pictures.files').findOne({ _id: id as never })).toBeNull();
      expect(await db.collection('pictures.chunks').findOne({ _id: `${id}:0` as never })).toBeNull();
    }
    expect(await failure(store(me.id, await anImage('png')))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.userNotFound,
    });
  });
});

describe('the signed upload URL', () => {
  it('takes one upload under /api/uploads/…, then refuses the URL', async () => {
    const me = await t.newAccount('Pu');
    const ticket = await ticketFor(me.id);
    expect(ticket.uploadUrl).toMatch(/^\/api\/uploads\/[\w.-]+$/);
    expect(new Date(ticket.expiresAt).getTime() - Date.now()).toBeGreaterThan(590_000);
    const token = ticketOf(ticket.uploadUrl);
    await check(token);
    const stored = await redeem(token, await anImage('jpeg'));
    expect((await get(stored.pictureId)).contentType).toBe('image/jpeg');
    const used = { code: grpc.status.ALREADY_EXISTS, details: serverMessages.uploadLinkUsed };
    expect(await failure(redeem(token, await anImage('png')))).toEqual(used);
    expect(await failure(check(token))).toEqual(used);
    await setUrl(me.id, stored.url);
    expect((await publicUser(me.id)).profilePictureUrl).toBe(stored.url);
  });

  it('lets exactly one of two simultaneous uploads through', async () => {
    const me = await t.newAccount('Pc');
    const token = ticketOf((await ticketFor(me.id)).uploadUrl);
    const image = await anImage('png');
    const results = await Promise.allSettled([redeem(token, image), redeem(token, image)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired URL', async () => {
    const me = await t.newAccount('Pt');
    t.clock.freeze();
    const token = ticketOf((await ticketFor(me.id)).uploadUrl);
    t.clock.advance(600_000 - 1);
    await check(token);
    t.clock.advance(1);
    const expired = { code: grpc.status.PERMISSION_DENIED, details: serverMessages.uploadLinkExpired };
    expect(await failure(check(token))).toEqual(expired);
    expect(await failure(redeem(token, await anImage('png')))).toEqual(expired);
  });

  it('refuses a URL whose signature, user, expiry or nonce was changed, or that was made up', async () => {
    const [me, other] = [await t.newAccount('Pv'), await t.newAccount('Pw')];
    const token = ticketOf((await ticketFor(me.id)).uploadUrl);
    const [userId, expiresAt, nonce, signature] = token.split('.');
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const forged = [
      [userId, expiresAt, nonce, flip(signature, 0)],
      [userId, expiresAt, nonce, flip(signature, signature.length - 1)],
      [String(other.id), expiresAt, nonce, signature],
      [userId, String(Number(expiresAt) + 3_600_000), nonce, signature],
      [userId, expiresAt, flip(nonce, 3), signature],
    ].map((parts) => parts.join('.'));
    const invalidLink = { code: grpc.status.PERMISSION_DENIED, details: serverMessages.uploadLinkInvalid };
    for (const bad of [...forged, 'made-up', '', `${token}.x`]) {
      expect(await failure(check(bad))).toEqual(invalidLink);
      expect(await failure(redeem(bad, await anImage('png')))).toEqual(invalidLink);
    }
    await check(token); // the real one still works
  });

  it('leaves the URL usable when the upload is refused', async () => {
    const me = await t.newAccount('Pz');
    const token = ticketOf((await ticketFor(me.id)).uploadUrl);
    expect(await failure(redeem(token, NOT_AN_IMAGE))).toEqual(
      invalid(pictureMessages.unsupportedFormatText),
    );
    await redeem(token, await anImage('gif'));
  });

  it('gives no URL to an unknown user', async () => {
    expect(await failure(ticketFor(2_000_000_000))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.userNotFound,
    });
  });
});
