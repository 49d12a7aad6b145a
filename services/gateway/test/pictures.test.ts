// Profile pictures through the gateway over the real user service (spec §4, §7, §8, DESIGN §8):
// both upload flows, types judged by the bytes, metadata stripped, 413 decided while streaming,
// the signed single-use upload URL, setting and removing the picture, serving it with its type,
// nosniff and immutable caching from any gateway (restarted or another replica), and a deleted
// account's pictures gone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PICTURE_MAX_BYTES,
  pictureMessages,
  type Health,
  serverMessages,
  uploadFailureMessages,
  validationMessages,
} from '@sonic-nexus/contract';
import {
  aUser,
  startGatewayStack,
  testEnv,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';
import pino from 'pino';
import sharp from 'sharp';
import { createApp } from '../src/app';
import { closeClients, createClients } from '../src/clients';
import { configSchema } from '../src/config';
import { start as startGateway, stop as stopGateway } from '../src/server';

const ORIGIN = 'http://localhost:8080';
const UPLOAD_TTL_SECONDS = 4; // short, so the expiry test waits only that long
const MB = 1024 * 1024;

let s: GatewayStack<'user'>;
let ann: TestUser;
let bob: TestUser;
const ttlBefore = process.env.PICTURE_UPLOAD_TTL_SECONDS;
beforeAll(async () => {
  // The stack's services inherit this process's environment.
  process.env.PICTURE_UPLOAD_TTL_SECONDS = String(UPLOAD_TTL_SECONDS);
  s = await startGatewayStack({ label: 'pictures', services: ['user'] });
  [ann, bob] = await Promise.all([aUser(s), aUser(s)]);
}, 120_000);
afterAll(async () => {
  if (ttlBefore === undefined) delete process.env.PICTURE_UPLOAD_TTL_SECONDS;
  else process.env.PICTURE_UPLOAD_TTL_SECONDS = ttlBefore;
  await s?.stop();
}, 30_000);

type Format = 'jpeg' | 'png' | 'gif' | 'webp';
const CONTENT_TYPE: Record<Format, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const anImage = (format: Format, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#aa3355' } })
    .toFormat(format)
    .toBuffer();
const TEXT_AS_PNG = Buffer.from('just some text, named picture.png\n');

const uploadDirect = (
  who: TestUser | null,
  file: Buffer,
  filename = 'picture.png',
  contentType = 'image/png',
) => {
  const call = s.api.post('/api/users/profile-picture/upload-direct').set('Origin', ORIGIN);
  return (who ? call.set('Cookie', who.cookie) : call).attach('file', file, { filename, contentType });
};
const newUploadUrl = async (who: TestUser) =>
  (
    await s.api
      .post('/api/users/profile-picture/upload')
      .set('Cookie', who.cookie)
      .set('Origin', ORIGIN)
      .expect(200)
  ).body.uploadURL as string;
const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(`${s.baseUrl}${url}`, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
const setPicture = (who: TestUser | null, profilePictureURL: string) => {
  const call = s.api.patch('/api/users/profile-picture').set('Origin', ORIGIN);
  return (who ? call.set('Cookie', who.cookie) : call).send({ profilePictureURL });
};
const fetchPicture = (url: string, baseUrl = s.baseUrl) => fetch(`${baseUrl}${url}`);
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const publicPicture = async (id: number) =>
  (await s.api.get(`/api/users/${id}`).expect(200)).body.profilePictureUrl as string;

describe('direct upload (multipart field file)', () => {
  it.each<Format>(['jpeg', 'png', 'gif', 'webp'])(
    'stores a %s and serves it with its type, nosniff and immutable caching',
    async (format) => {
      const res = await uploadDirect(ann, await anImage(format), `a.${format}`, CONTENT_TYPE[format]).expect(
        200,
      );
      expect(res.body).toEqual({ profilePictureUrl: expect.stringMatching(/^\/api\/pictures\/[\w-]{22}$/) });
      const served = await fetchPicture(res.body.profilePictureUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(CONTENT_TYPE[format]);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(await bytesOf(served)).metadata()).toMatchObject({ format, width: 40, height: 30 });
    },
  );

  it('strips EXIF: the served JPEG carries none of it', async () => {
    const secret = 'Owner-Secret-Home-GPS';
    const withExif = await sharp({ create: { width: 50, height: 50, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: secret, ImageDescription: secret } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { profilePictureUrl } = (await uploadDirect(ann, withExif, 'me.jpg', 'image/jpeg').expect(200))
      .body;
    const served = await bytesOf(await fetchPicture(profilePictureUrl));
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(secret)).toBe(false);
  });

  it('refuses bytes that lie about their type (400), whatever the name and content type say', async () => {
    const res = await uploadDirect(ann, TEXT_AS_PNG, 'picture.png', 'image/png').expect(400);
    expect(res.body).toEqual({ message: pictureMessages.unsupportedFormatText });
  });

  it("refuses a form without the field 'file', a second file or field, or no form at all (400)", async () => {
    const wrongField = await s.api
      .post('/api/users/profile-picture/upload-direct')
      .set('Cookie', ann.cookie)
      .set('Origin', ORIGIN)
      .attach('image', await anImage('png'), 'a.png')
      .expect(400);
    expect(wrongField.body).toEqual({ message: serverMessages.pictureFileRequired });
    const two = await s.api
      .post('/api/users/profile-picture/upload-direct')
      .set('Cookie', ann.cookie)
      .set('Origin', ORIGIN)
      .attach('file', await anImage('png'), 'a.png')
      .attach('file', await anImage('png'), 'b.png')
      .expect(400);
    expect(two.body).toEqual({ message: serverMessages.pictureFileRequired });
    // The form is the file alone: another field beside it, before or after, is refused too.
    for (const fieldFirst of [true, false]) {
      const call = s.api
        .post('/api/users/profile-picture/upload-direct')
        .set('Cookie', ann.cookie)
        .set('Origin', ORIGIN);
      const extra = fieldFirst
        ? call.field('note', '42').attach('file', await anImage('png'), 'a.png')
        : call.attach('file', await anImage('png'), 'a.png').field('note', '42');
      expect((await extra.expect(400)).body).toEqual({ message: serverMessages.pictureFileRequired });
    }
    const json = await s.api
      .post('/api/users/profile-picture/upload-direct')
      .set('Cookie', ann.cookie)
      .set('Origin', ORIGIN)
      .send({ file: 'x' })
      .expect(400);
    expect(json.body).toEqual({ message: serverMessages.pictureFileRequired });
  });

  it('refuses guests (401) and a foreign page (403)', async () => {
    const guest = await uploadDirect(null, await anImage('png')).expect(401);
    expect(guest.body).toEqual({ message: serverMessages.notAuthenticated });
    await s.api
      .post('/api/users/profile-picture/upload-direct')
      .set('Cookie', ann.cookie)
      .set('Origin', 'https://evil.example')
      .attach('file', await anImage('png'), 'a.png')
      .expect(403);
  });
});

/**
 * Sends `total` bytes (after `head`) in 256 KiB writes, each once the last was taken, so the
 * gateway's reading (plus the sockets' buffers) paces the sending; stops at the answer and reports
 * how much had been sent by then.
 */
function sendStreaming(
  baseUrl: string,
  opts: { path: string; method: string; headers: http.OutgoingHttpHeaders; head?: Buffer; total: number },
): Promise<{ status: number; body: string; sentWhenAnswered: number }> {
  const piece = Buffer.alloc(256 * 1024, 0xab);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(new URL(opts.path, baseUrl), { method: opts.method, headers: opts.headers });
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentWhenAnswered });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err); // after the answer, the closed connection is expected
    });
    const pump = () => {
      while (!answered && sent < opts.total) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    if (opts.head) req.write(opts.head);
    pump();
  });
}

/**
 * The gateway's app in this process, over the stack's user service, so a test can count the bytes
 * each connection read off the wire (the spawned gateway's sockets are out of reach).
 */
async function countingGateway(): Promise<{
  baseUrl: string;
  bytesRead(): Promise<number>;
  close(): Promise<void>;
}> {
  const config = configSchema.parse({ PUBLIC_URL: ORIGIN, USER_SERVICE_ADDR: s.services.user.address });
  const clients = createClients(config);
  const app = createApp({
    config,
    clients,
    logger: pino({ level: 'silent' }),
    health: async () => ({}) as Health,
  });
  const server = http.createServer(app);
  let closed: Promise<number> = Promise.resolve(0);
  server.on('connection', (socket) => {
    closed = new Promise((resolve) => socket.once('close', () => resolve(socket.bytesRead)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    bytesRead: () => closed,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      closeClients(clients);
    },
  };
}

describe('413 over 5 MB, decided while the upload streams', () => {
  const TOTAL = 50 * MB;
  const multipartHead = (boundary: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );

  /** A real PNG padded after its end to `size` bytes (decoders stop at the end chunk). */
  const pngOfSize = async (size: number) => {
    const png = await anImage('png', 10, 10);
    return Buffer.concat([png, Buffer.alloc(size - png.length)]);
  };

  it('takes exactly 5 MB (5242880 bytes) by either flow, and refuses one byte more (413)', async () => {
    const [atLimit, over] = [await pngOfSize(PICTURE_MAX_BYTES), await pngOfSize(PICTURE_MAX_BYTES + 1)];
    await uploadDirect(ann, atLimit).expect(200);
    const refused = await uploadDirect(ann, over).expect(413);
    expect(refused.body).toEqual({ message: uploadFailureMessages.tooLarge });

    const url = await newUploadUrl(ann);
    const tooMuch = await put(url, over);
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toEqual({ message: uploadFailureMessages.tooLarge });
    expect((await put(url, atLimit)).status).toBe(200);
  });

  it('direct upload of 50 MB, no length declared: answered after reading little more than 5 MB', async () => {
    const gateway = await countingGateway();
    try {
      const boundary = 'sonicboundary';
      const res = await sendStreaming(gateway.baseUrl, {
        path: '/api/users/profile-picture/upload-direct',
        method: 'POST',
        headers: {
          cookie: ann.cookie,
          origin: ORIGIN,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked', // only reading can tell the size
        },
        head: multipartHead(boundary),
        total: TOTAL,
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ message: uploadFailureMessages.tooLarge });
      // the client was far from done (it can only run ahead of the reading by the sockets' buffers)
      expect(res.sentWhenAnswered).toBeLessThan(25 * MB);
      // and the gateway read 5 MB and a little, never the rest, until the connection closed
      expect(await gateway.bytesRead()).toBeLessThan(PICTURE_MAX_BYTES + MB);
    } finally {
      await gateway.close();
    }
    await uploadDirect(ann, await anImage('png')).expect(200);
  });

  it('upload URL, PUT of 50 MB, no length declared: answered after reading little more than 5 MB', async () => {
    const gateway = await countingGateway();
    const url = await newUploadUrl(ann);
    try {
      const res = await sendStreaming(gateway.baseUrl, {
        path: url,
        method: 'PUT',
        headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
        total: TOTAL,
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ message: uploadFailureMessages.tooLarge });
      expect(res.sentWhenAnswered).toBeLessThan(25 * MB);
      expect(await gateway.bytesRead()).toBeLessThan(PICTURE_MAX_BYTES + MB);
    } finally {
      await gateway.close();
    }
    expect((await put(url, await anImage('png'))).status).toBe(200); // the refused upload used nothing up
  });

  it.each([
    ['direct upload', '/api/users/profile-picture/upload-direct', 'POST', 'multipart/form-data; boundary=b'],
    ['upload URL', null, 'PUT', 'image/png'],
  ])(
    '%s declaring a length over 5 MB: refused before the body is read',
    async (_flow, path, method, type) => {
      const gateway = await countingGateway();
      try {
        const res = await sendStreaming(gateway.baseUrl, {
          path: path ?? (await newUploadUrl(ann)),
          method,
          headers: {
            cookie: ann.cookie,
            origin: ORIGIN,
            'content-type': type,
            'content-length': String(TOTAL),
          },
          total: TOTAL,
        });
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toEqual({ message: uploadFailureMessages.tooLarge });
        expect(await gateway.bytesRead()).toBeLessThan(MB);
      } finally {
        await gateway.close();
      }
    },
  );
});

describe('upload URL (one PUT of the bytes)', () => {
  it('hands out a signed URL under /api/uploads/ that takes exactly one PUT, without cookie or JSON', async () => {
    const url = await newUploadUrl(ann);
    expect(url).toMatch(/^\/api\/uploads\/[\w.-]+$/);
    const first = await put(url, await anImage('webp'), 'image/webp');
    expect(first.status).toBe(200);
    const { profilePictureUrl } = (await first.json()) as { profilePictureUrl: string };
    expect(profilePictureUrl).toMatch(/^\/api\/pictures\/[\w-]{22}$/);
    expect((await fetchPicture(profilePictureUrl)).headers.get('content-type')).toBe('image/webp');

    const second = await put(url, await anImage('png'));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: serverMessages.uploadLinkUsed });

    // set it, then anyone sees it
    const set = await setPicture(ann, profilePictureUrl).expect(200);
    expect(set.body).toMatchObject({ id: ann.id, profilePictureUrl });
    expect(await publicPicture(ann.id)).toBe(profilePictureUrl);
  });

  it('refuses a URL whose signature was changed (403), and one made up', async () => {
    const url = await newUploadUrl(ann);
    const tampered = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      tampered,
      '/api/uploads/1.99999999999999.AAAAAAAAAAAAAAAAAAAAAA.x',
      '/api/uploads/nope',
    ]) {
      const res = await put(bad, await anImage('png'));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: serverMessages.uploadLinkInvalid });
    }
    expect((await put(url, await anImage('png'))).status).toBe(200); // the real one still works
  });

  it('refuses an expired URL (403)', async () => {
    const url = await newUploadUrl(ann);
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_TTL_SECONDS * 1000 + 200));
    const res = await put(url, await anImage('png'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: serverMessages.uploadLinkExpired });
  }, 20_000);

  it('refuses lying bytes (400) and keeps the URL usable', async () => {
    const url = await newUploadUrl(ann);
    const res = await put(url, TEXT_AS_PNG, 'image/png');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: pictureMessages.unsupportedFormatText });
    expect((await put(url, await anImage('gif'), 'image/gif')).status).toBe(200);
  });

  it('refuses guests a URL (401)', async () => {
    const res = await s.api.post('/api/users/profile-picture/upload').set('Origin', ORIGIN).expect(401);
    expect(res.body).toEqual({ message: serverMessages.notAuthenticated });
  });
});

describe('setting, removing and serving the picture', () => {
  it('sets it (as path or this site’s absolute URL), shows it at once, deletes the one replaced', async () => {
    await s.api.get('/api/user').set('Cookie', bob.cookie).expect(200); // kept by the session cache
    const first = (await uploadDirect(bob, await anImage('png')).expect(200)).body
      .profilePictureUrl as string;
    expect((await setPicture(bob, first).expect(200)).body.profilePictureUrl).toBe(first);
    expect((await s.api.get('/api/user').set('Cookie', bob.cookie).expect(200)).body.profilePictureUrl).toBe(
      first,
    );
    expect(await publicPicture(bob.id)).toBe(first);

    const second = (await uploadDirect(bob, await anImage('jpeg'), 'b.jpg', 'image/jpeg').expect(200)).body
      .profilePictureUrl as string;
    expect((await setPicture(bob, `${ORIGIN}${second}`).expect(200)).body.profilePictureUrl).toBe(second);
    expect(await publicPicture(bob.id)).toBe(second);
    expect((await fetchPicture(first)).status).toBe(404);
    expect((await fetchPicture(second)).status).toBe(200);
  });

  it('removes it with an empty URL, deleting the file', async () => {
    const url = (await uploadDirect(bob, await anImage('gif'), 'c.gif', 'image/gif').expect(200)).body
      .profilePictureUrl as string;
    await setPicture(bob, url).expect(200);
    const cleared = await setPicture(bob, '').expect(200);
    expect(cleared.body.profilePictureUrl).toBe('');
    expect(await publicPicture(bob.id)).toBe('');
    expect((await fetchPicture(url)).status).toBe(404);
  });

  it("refuses another user's picture and URLs elsewhere (400), keeping the picture", async () => {
    const mine = (await uploadDirect(bob, await anImage('png')).expect(200)).body.profilePictureUrl as string;
    await setPicture(bob, mine).expect(200);
    const annsOwn = (await uploadDirect(ann, await anImage('png')).expect(200)).body
      .profilePictureUrl as string;
    for (const url of [
      annsOwn,
      'https://tracker.example.com/p.png',
      `https://evil.example${mine}`,
      'javascript:x',
    ]) {
      const res = await setPicture(bob, url).expect(400);
      expect(res.body.message).toBe(validationMessages.pictureUrlInvalid);
    }
    expect(await publicPicture(bob.id)).toBe(mine);
    expect((await fetchPicture(annsOwn)).status).toBe(200);
  });

  it('refuses guests (401)', async () => {
    await setPicture(null, '').expect(401);
  });

  it('answers 404 for an unknown picture, with nosniff', async () => {
    for (const path of ['/api/pictures/AAAAAAAAAAAAAAAAAAAAAA', '/api/pictures/nope']) {
      const res = await fetchPicture(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('is served by another gateway, and by it again after a restart: nothing is kept in a gateway', async () => {
    const url = (await uploadDirect(ann, await anImage('webp'), 'w.webp', 'image/webp').expect(200)).body
      .profilePictureUrl as string;
    const original = await bytesOf(await fetchPicture(url));
    const env = {
      HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'silent',
      USER_SERVICE_ADDR: s.services.user.address,
      PLAYLIST_SERVICE_ADDR: '127.0.0.1:1',
      VOTE_SERVICE_ADDR: '127.0.0.1:1',
      NOTIFICATION_SERVICE_ADDR: '127.0.0.1:1',
      MONGO_URL: testEnv('TEST_MONGO_URL'),
      MONGO_DB: `test_gateway_${s.runId}_other`,
      NATS_URL: testEnv('TEST_NATS_URL'),
    };
    for (let run = 0; run < 2; run += 1) {
      const { port } = await startGateway(env);
      try {
        const res = await fetchPicture(url, `http://127.0.0.1:${port}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect((await bytesOf(res)).equals(original)).toBe(true);
      } finally {
        await stopGateway();
      }
    }
  });

  it("deletes a deleted account's pictures (404 afterwards)", async () => {
    const cat = await aUser(s);
    const url = (await uploadDirect(cat, await anImage('png')).expect(200)).body.profilePictureUrl as string;
    await setPicture(cat, url).expect(200);
    await s.api.delete('/api/users/account').set('Cookie', cat.cookie).set('Origin', ORIGIN).expect(200);
    await waitFor(async () => (await fetchPicture(url)).status === 404, {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: "the deleted account's picture gone",
    });
  });
});
