// The load a fault test keeps up while it pauses, kills or restarts one part (load-tests/faults):
// reads of every service's pages and writes that are safe to repeat (a playlist with an
// Idempotency-Key, a vote that says which vote the page showed), each retried after a 503 as a
// client would. Every answer is recorded with its page, status, Retry-After and the write's key.
import exec from 'k6/execution';
import { DATA, READS, get, pick, send, uniqueKey, untilAnswered, vote, weightedPick } from './lib/site.js';

const RATE = Number(__ENV.RATE || 20);
/** Attempts of one write: enough to outlast the test's outages (Retry-After is 1 s). */
const ATTEMPTS = Number(__ENV.WRITE_ATTEMPTS || 8);

export const options = {
  scenarios: {
    outage: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '30s',
      preAllocatedVUs: RATE * 2,
      maxVUs: RATE * 10,
      // a run stops by itself even if answers hang
      gracefulStop: '15s',
    },
  },
  discardResponseBodies: true,
};

/** Who writes and reads what, with the service each page needs besides the session's user service. */
const MIX = [
  [4, 'feed'], // playlist
  [4, 'detail'], // playlist
  [2, 'top'], // playlist
  [3, 'followCounts'], // user
  [3, 'userVote'], // vote (+ user: the session)
  [3, 'unread'], // notification (+ user)
  [2, 'create'], // playlist (+ user)
  [3, 'vote'], // vote (+ user)
];

export default function () {
  const what = weightedPick(MIX);
  if (READS[what]) return void READS[what]();
  const i = exec.vu.idInTest % DATA.users.length;
  const cookie = DATA.cookies[i];
  const id = pick(DATA.playlistIds);
  if (what === 'userVote') return void get('user-vote', `/api/playlists/${id}/user-vote`, cookie);
  if (what === 'unread') return void get('unread', '/api/notifications/unread-count', cookie);
  if (what === 'vote') {
    const extra = { voter: String(DATA.users[i].id), playlist: id };
    return void untilAnswered(ATTEMPTS, () => vote(cookie, id, 'fire', extra));
  }
  const key = uniqueKey('k');
  const body = {
    title: `Outage ${key}`,
    description: 'written while a part of the site was down',
    platform: 'spotify',
    playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    tags: ['outage'],
    albumArtUrls: [],
  };
  untilAnswered(ATTEMPTS, () =>
    send('create', 'POST', '/api/playlists', DATA.cookies[0], body, { 'Idempotency-Key': key }, { key }),
  );
}
