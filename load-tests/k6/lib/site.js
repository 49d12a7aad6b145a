// What every k6 script of load-tests/k6 shares: where the site is (TARGET), what it holds (DATA, the
// JSON the runner wrote: users with passwords, playlist and user ids, a tag and a search word), the
// calls a page makes, and how each answer is recorded.
import http from 'k6/http';
import exec from 'k6/execution';
import { Counter, Trend } from 'k6/metrics';
import { sleep } from 'k6';

const TARGET = (__ENV.TARGET || 'http://127.0.0.1:8080').replace(/\/+$/, '');
/**
 * @type {{ users: {id: number, username: string, password: string}[], playlistIds: string[],
 *   userIds: number[], tag: string, query: string, cookies?: string[] }}
 */
export const DATA = JSON.parse(
  __ENV.DATA || '{"users":[],"playlistIds":[],"userIds":[],"tag":"jazz","query":"a"}',
);

/** Every answer, valued by its duration in ms and tagged with the page, its status and Retry-After. */
const answers = new Trend('answers', true);
/**
 * Answers that must never happen: a 5xx other than 503 (or a write's 504: no answer in time), a
 * 503 or 504 without Retry-After, no answer at all.
 */
const broken = new Counter('broken_answers');

const JSON_HEADERS = { 'content-type': 'application/json' };

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Chooses one of `weighted` ([weight, value] pairs) in proportion to its weight. */
export function weightedPick(weighted) {
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  let left = Math.random() * total;
  for (const [weight, value] of weighted) {
    left -= weight;
    if (left < 0) return value;
  }
  return weighted[weighted.length - 1][1];
}

/** Records one answer; `extra` tags name what a checker needs (an idempotency key, a vote). */
function record(page, res, extra = {}) {
  const retryAfter = res.headers['Retry-After'] !== undefined;
  const tags = { page, code: String(res.status), retry_after: retryAfter ? 'yes' : 'no', ...extra };
  answers.add(res.timings.duration, tags);
  const write = res.request.method !== 'GET';
  const unanswered = res.status === 503 || (res.status === 504 && write);
  const ok = (res.status >= 200 && res.status < 500) || (unanswered && retryAfter);
  if (!ok) broken.add(1, tags);
  return res;
}

/** The session cookie of each user, signed in once before the load starts (k6 setup). */
export function signInAll() {
  return DATA.cookies || DATA.users.map((user) => signIn(user, 'setup-sign-in'));
}

/** Signs in over POST /api/login in a jar of its own, so the VU's later calls keep their session. */
export function signIn(user, page = 'sign-in') {
  const jar = new http.CookieJar();
  const res = record(
    page,
    http.post(`${TARGET}/api/login`, JSON.stringify({ username: user.username, password: user.password }), {
      headers: JSON_HEADERS,
      jar,
      tags: { name: page },
    }),
  );
  const cookie = res.cookies.sn_session && res.cookies.sn_session[0];
  return cookie ? `sn_session=${cookie.value}` : '';
}

export const get = (page, path, cookie) =>
  record(page, http.get(`${TARGET}${path}`, { headers: cookie ? { cookie } : {}, tags: { name: page } }));

export function send(page, method, path, cookie, body, headers = {}, extra = {}) {
  const params = {
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}), ...headers },
    tags: { name: page },
  };
  return record(page, http.request(method, `${TARGET}${path}`, JSON.stringify(body), params), extra);
}

/** A key no other iteration of this run uses (k6's VU and iteration numbers, and the run's start). */
export const uniqueKey = (prefix) =>
  `${prefix}-${__ENV.RUN_ID || 'run'}-${exec.vu.idInTest}-${exec.vu.iterationInInstance}`;

/** The pages people read most, each with the service that answers it. */
export const READS = {
  feed: () => get('feed', '/api/playlists?page=1&limit=20'),
  top: () => get('top', '/api/playlists/top?limit=100'),
  detail: () => get('detail', `/api/playlists/${pick(DATA.playlistIds)}`),
  tag: () => get('tag', `/api/playlists?page=1&limit=20&tag=${encodeURIComponent(DATA.tag)}`),
  search: () => get('search', `/api/playlists?page=1&limit=20&q=${encodeURIComponent(DATA.query)}`),
  profile: () => get('profile', `/api/users/${pick(DATA.userIds)}/profile`),
  followCounts: () => get('follow-counts', `/api/users/${pick(DATA.userIds)}/follow-counts`),
};

/**
 * A vote that says which vote the page showed (previousVote null: none), so it sets the vote the
 * click meant and a repeat changes nothing.
 */
export const vote = (cookie, playlistId, voteType, extra = {}) =>
  send(
    'vote',
    'POST',
    `/api/playlists/${playlistId}/vote`,
    cookie,
    { voteType, previousVote: null },
    {},
    extra,
  );

/** Following is a set: following twice is following once. */
export const follow = (cookie, userId) => send('follow', 'POST', `/api/users/${userId}/follow`, cookie, {});

/**
 * A write repeated while the site answers 503 (nothing done) or 504 (no answer in time: maybe done)
 * after its Retry-After, as a client that keeps the click's meaning does; every attempt is recorded
 * with `extra` (the write's key), the last is returned.
 */
export function untilAnswered(attempts, write) {
  let res = write();
  for (let i = 1; i < attempts && (res.status === 503 || res.status === 504); i += 1) {
    sleep(Number(res.headers['Retry-After'] || 1));
    res = write();
  }
  return res;
}
