// A FAKE of the platforms' oEmbed endpoints (the real ones are unreachable from tests): a node:http
// server on 127.0.0.1 that answers what a test describes for each link, fails, or never answers,
// per platform, and counts every request it got.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePlatform = 'spotify' | 'youtube' | 'soundcloud';
/**
 * answer: what was described for the link (404 if nothing); slow: the same after SLOW_MS;
 * fail: 500; hang: never a byte back.
 */
export type FakeBehaviour = 'answer' | 'slow' | 'fail' | 'hang';

export const SLOW_MS = 300;

export interface FakeOembed {
  /** The endpoint to configure for the platform (OEMBED_<PLATFORM>_URL). */
  endpoint(platform: FakePlatform): string;
  /** What the platform answers about a link (the `url` it is asked about). */
  describe(link: string, answer: unknown): void;
  behave(platform: FakePlatform, behaviour: FakeBehaviour): void;
  /** The query of every request the platform got, in order. */
  hits(platform: FakePlatform): Array<Record<string, string>>;
  close(): Promise<void>;
}

export async function startFakeOembed(): Promise<FakeOembed> {
  const answers = new Map<string, unknown>();
  const behaviours = new Map<string, FakeBehaviour>();
  const requests = new Map<string, Array<Record<string, string>>>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const platform = url.pathname.split('/')[1] ?? '';
    const query = Object.fromEntries(url.searchParams);
    requests.set(platform, [...(requests.get(platform) ?? []), query]);
    const behaviour = behaviours.get(platform) ?? 'answer';
    if (behaviour === 'hang') return; // the client's timeout has to end it
    if (behaviour === 'fail') {
      res.writeHead(500).end('upstream down');
      return;
    }
    const respond = () => {
      const answer = answers.get(query.url ?? '');
      if (answer === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (behaviour === 'slow') setTimeout(respond, SLOW_MS);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (platform) => `http://127.0.0.1:${port}/${platform}/oembed`,
    describe: (link, answer) => void answers.set(link, answer),
    behave: (platform, behaviour) => void behaviours.set(platform, behaviour),
    hits: (platform) => requests.get(platform) ?? [],
    async close() {
      server.closeAllConnections(); // hung requests included
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
