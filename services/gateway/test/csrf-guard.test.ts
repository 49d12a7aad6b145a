// The CSRF guard alone: origin check on mutating methods and the JSON-only body rule.
import express from 'express';
import request from 'supertest';
import { serverMessages } from '@sonic-nexus/contract';
import { csrfGuard } from '../src/http/csrf-guard';
import { errorHandler } from '../src/http/error-handler';

const publicUrl = 'http://localhost:8080';

function appWithGuard() {
  const app = express();
  app.use(
    csrfGuard({
      publicUrl,
      extraOrigins: ['http://localhost:3101'],
      nonJsonPaths: (path) => path === '/upload',
    }),
  );
  app.all('/{*any}', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);
  return app;
}

describe('csrfGuard', () => {
  const app = appWithGuard();

  it('lets safe methods through whatever the origin', async () => {
    await request(app).get('/x').set('Origin', 'https://evil.example').expect(200);
  });

  it('refuses a foreign Origin or Referer on mutating methods', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/x').set('Origin', 'https://evil.example').expect(403);
      expect(res.body).toEqual({ message: serverMessages.crossSiteRefused });
    }
    await request(app).post('/x').set('Referer', 'https://evil.example/page').expect(403);
    await request(app).post('/x').set('Origin', 'null').expect(403);
    // Same host, other port or scheme is another origin.
    await request(app).post('/x').set('Origin', 'http://localhost:9999').expect(403);
    await request(app).post('/x').set('Origin', 'https://localhost:8080').expect(403);
  });

  it('accepts the public origin, configured extra origins and no origin at all', async () => {
    await request(app).post('/x').set('Origin', publicUrl).send({ a: 1 }).expect(200);
    await request(app).post('/x').set('Referer', `${publicUrl}/profile`).send({ a: 1 }).expect(200);
    await request(app).post('/x').set('Origin', 'http://localhost:3101').expect(200);
    await request(app).post('/x').send({ a: 1 }).expect(200);
  });

  it('requires a JSON content type for bodies, except on opted-out paths', async () => {
    const res = await request(app)
      .post('/x')
      .set('Origin', publicUrl)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('a=1')
      .expect(415);
    expect(res.body).toEqual({ message: serverMessages.jsonRequired });
    await request(app).post('/x').set('Content-Type', 'text/plain').send('hello').expect(415);
    await request(app)
      .post('/upload')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x--')
      .expect(200);
    await request(app).post('/x').set('Origin', publicUrl).expect(200); // no body, no rule
  });
});
