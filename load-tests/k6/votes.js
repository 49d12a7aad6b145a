// Votes only, from many signed-in users (load-tests/votes/vote-load.ts runs it). DATA.cookies holds
// one session per user and DATA.playlistIds the playlists voted on.
//   SCENARIO=paced: RATE votes a second at a constant arrival rate for SECONDS, user i%N casting
//     vote i, so with RATE equal to the number of users each votes once a second, as people do;
//     after WARMUP seconds (scenario `warmup`, answers tagged so) rising from 0 to RATE.
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
  warmup: {
    executor: 'ramping-arrival-rate',
    startRate: 0,
    timeUnit: '1s',
    stages: [{ target: RATE, duration: `${WARMUP}s` }],
    preAllocatedVUs: Math.min(RATE, 400),
    maxVUs: Math.max(RATE * 2, 50),
    gracefulStop: '0s',
  },
  paced: {
    executor: 'constant-arrival-rate',
    startTime: `${WARMUP}s`,
    rate: RATE,
    timeUnit: '1s',
    duration: `${SECONDS}s`,
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

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['med', 'p(99)', 'max'],
  scenarios:
    (__ENV.SCENARIO || 'paced') === 'paced' && WARMUP > 0
      ? { warmup: scenarios.warmup, paced: scenarios.paced }
      : { [__ENV.SCENARIO || 'paced']: scenarios[__ENV.SCENARIO || 'paced'] },
};

const TYPES = ['fire', 'thumbs_up', 'trash'];

export default function () {
  // the warm-up's users come first; the measured run starts again from the first user
  const i = exec.scenario.iterationInTest;
  const cookie = DATA.cookies[i % DATA.cookies.length];
  // as the vote bench casts: a type alone (the same type again takes the vote back)
  send('vote', 'POST', `/api/playlists/${pick(DATA.playlistIds)}/vote`, cookie, { voteType: pick(TYPES) });
}
