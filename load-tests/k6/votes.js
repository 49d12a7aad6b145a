// Votes only, from many signed-in users (load-tests/votes/vote-load.ts runs it). DATA.cookies holds
// one session per user and DATA.playlistIds the playlists voted on.
//   SCENARIO=paced: RATE votes a second at a constant arrival rate for SECONDS, user i%N casting
//     vote i, so with RATE equal to the number of users each votes once a second, as people do.
//   SCENARIO=saturation: CLIENTS loops each voting as soon as its last vote was answered, taking
//     the users in turn (so each user stays within the per-user vote limit as shipped).
import exec from 'k6/execution';
import { DATA, pick, send } from './lib/site.js';

const SECONDS = Number(__ENV.SECONDS || 30);
const RATE = Number(__ENV.RATE || 800);
const CLIENTS = Number(__ENV.CLIENTS || 40);

const scenarios = {
  paced: {
    executor: 'constant-arrival-rate',
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
  scenarios: { [__ENV.SCENARIO || 'paced']: scenarios[__ENV.SCENARIO || 'paced'] },
};

const TYPES = ['fire', 'thumbs_up', 'trash'];

export default function () {
  const i = exec.scenario.iterationInTest;
  const cookie = DATA.cookies[i % DATA.cookies.length];
  // as the vote bench casts: a type alone (the same type again takes the vote back)
  send('vote', 'POST', `/api/playlists/${pick(DATA.playlistIds)}/vote`, cookie, { voteType: pick(TYPES) });
}
