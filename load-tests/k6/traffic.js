// Traffic like real use, at a fixed arrival rate (requests start on schedule whatever the answers'
// speed): people mostly read the feed, the Top 100 and playlists, some search, sign in, vote and
// follow. SCENARIO chooses the shape, TARGET the site, RATE the arrivals per second (and PEAK the
// spike's), DURATION the length; DATA names the users and content (written by load-tests/load.ts).
//   smoke  a few requests a second for a few seconds: every call answers (npm test runs it)
//   load   RATE for DURATION (default 20/s, 2m)
//   spike  RATE, then PEAK (default 10 x RATE) within seconds, held, and back
//   soak   RATE for a long DURATION (default 30m): leaks and slow drift show
// The thresholds are what each shape must hold; k6 exits 99 when one is crossed.
import { DATA, READS, follow, pick, signIn, signInAll, vote, weightedPick } from './lib/site.js';

const SCENARIO = __ENV.SCENARIO || 'smoke';
const RATE = Number(__ENV.RATE || (SCENARIO === 'smoke' ? 5 : 20));
const PEAK = Number(__ENV.PEAK || RATE * 10);
const VUS = Number(__ENV.VUS || Math.max(10, RATE * 2));

const steady = (duration) => ({
  executor: 'constant-arrival-rate',
  rate: RATE,
  timeUnit: '1s',
  duration,
  preAllocatedVUs: VUS,
  maxVUs: VUS * 4,
  // a run stops by itself even if answers hang
  gracefulStop: '10s',
});

const SHAPES = {
  smoke: steady(__ENV.DURATION || '5s'),
  load: steady(__ENV.DURATION || '2m'),
  soak: steady(__ENV.DURATION || '30m'),
  spike: {
    executor: 'ramping-arrival-rate',
    startRate: RATE,
    timeUnit: '1s',
    preAllocatedVUs: VUS,
    maxVUs: Math.max(VUS * 4, PEAK * 2),
    gracefulStop: '10s',
    stages: [
      { target: RATE, duration: '20s' },
      { target: PEAK, duration: '10s' },
      { target: PEAK, duration: __ENV.DURATION || '1m' },
      { target: RATE, duration: '10s' },
      { target: RATE, duration: '20s' },
    ],
  },
};

const THRESHOLDS = {
  // smoke: nothing fails at all
  smoke: { http_req_failed: ['rate==0'], broken_answers: ['count==0'] },
  load: {
    http_req_failed: ['rate<0.01'],
    broken_answers: ['count==0'],
    'http_req_duration{name:feed}': ['p(99)<500'],
    'http_req_duration{name:detail}': ['p(99)<500'],
  },
  // a spike may be shed (503 with Retry-After is not "broken"), but nothing may break
  spike: { broken_answers: ['count==0'], http_req_failed: ['rate<0.2'] },
  soak: { http_req_failed: ['rate<0.01'], broken_answers: ['count==0'], http_req_duration: ['p(99)<1000'] },
};

if (!SHAPES[SCENARIO]) throw new Error(`SCENARIO must be one of ${Object.keys(SHAPES).join(', ')}`);

export const options = {
  scenarios: { [SCENARIO]: SHAPES[SCENARIO] },
  thresholds: THRESHOLDS[SCENARIO],
  discardResponseBodies: true,
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  setupTimeout: '120s',
};

export function setup() {
  return { cookies: signInAll() };
}

const MIX = [
  [30, 'feed'],
  [15, 'top'],
  [20, 'detail'],
  [5, 'tag'],
  [8, 'search'],
  [4, 'profile'],
  [2, 'sign-in'],
  [12, 'vote'],
  [4, 'follow'],
];

export default function (state) {
  const what = weightedPick(MIX);
  if (READS[what]) return void READS[what]();
  const i = Math.floor(Math.random() * DATA.users.length);
  if (what === 'sign-in') return void signIn(DATA.users[i]);
  const cookie = state.cookies[i];
  if (what === 'vote') return void vote(cookie, pick(DATA.playlistIds), pick(['fire', 'thumbs_up', 'trash']));
  const other = pick(DATA.userIds.filter((id) => id !== DATA.users[i].id));
  if (other !== undefined) follow(cookie, other);
}
