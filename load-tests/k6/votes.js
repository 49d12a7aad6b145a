// Votes only, from many signed-in users (load-tests/votes/vote-load.ts runs it). DATA.cookies holds
// one session per user and DATA.playlistIds the playlists voted on.
//   SCENARIO=paced: RATE votes a second at a constant arrival rate for SECONDS, user i%N casting
//     vote i, so with RATE equal to the number of users each votes once a second, as people do;
//     after WARMUP seconds rising from 0 to RATE (answers tagged phase=warmup, not counted).
//   SCENARIO=saturation: CLIENTS loops each voting as soon as its last vote was answered, taking
//     the users in turn (so each user stays within the per-user vote limit as shipped).
import exec from 'k6/execution';
import { DATA, pick, send } from './lib/site.js';

const SECONDS = Number(__ENV.SECONDS || 30);
/** Seconds of rising traffic before the measured run (connections opened, code warm), as traffic grows. */
const WARMUP = Number(__ENV.WARMUP || 0);
const RATE = Number(__ENV.RATE || 800);
const CLIENTS = Number(__ENV.CLIENTS || 40);

const scenarios = {
  // one scenario, so the run's connections are the warm-up's: a second scenario's VUs would all
  // open theirs in the run's first second, a burst no rising traffic makes
  paced: {
    executor: 'ramping-arrival-rate',
    startRate: WARMUP > 0 ? 0 : RATE,
    timeUnit: '1s',
    stages: [
      ...(WARMUP > 0 ? [{ target: RATE, duration: `${WARMUP}s` }] : []),
      { target: RATE, duration: `${SECONDS}s` },
    ],
    // a slow answer holds its VU: enough of them that k6 never skips a vote it should send
    preAllocatedVUs: Math.min(RATE, 400),
    maxVUs: Math.max(RATE * 2, 50),
    gracefulStop: '15s',
  },
  saturation: {
    executor: 'constant-vus',
    vus: CLIENTS,
    duration: `${SECONDS}s`,
    gracefulStop: '15s',
  },
};

const SCENARIO = __ENV.SCENARIO || 'paced';

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['med', 'p(99)', 'max'],
  scenarios: { [SCENARIO]: scenarios[SCENARIO] },
};

const TYPES = ['fire', 'thumbs_up', 'trash'];

export default function () {
  // user i mod N casts vote i, through the warm-up and the run alike
  const i = exec.scenario.iterationInTest;
  const cookie = DATA.cookies[i % DATA.cookies.length];
  // as the vote bench casts: a type alone (the same type again takes the vote back); answers of
  // the warm-up are tagged so, and not counted
  const phase = exec.instance.currentTestRunDuration < WARMUP * 1000 ? 'warmup' : 'run';
  send(
    'vote',
    'POST',
    `/api/playlists/${pick(DATA.playlistIds)}/vote`,
    cookie,
    { voteType: pick(TYPES) },
    {},
    {
      phase,
    },
  );
}
