// A fixed arrival rate (k6's constant-arrival-rate executor): requests start on schedule whatever
// the answers' speed, so queueing shows in the latency instead of slowing the sender down.
// Run by load-tests/at-rate.ts with URL, RATE and SECONDS in the environment.
import http from 'k6/http';

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['med', 'p(99)', 'max'],
  scenarios: {
    atRate: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE),
      timeUnit: '1s',
      duration: `${__ENV.SECONDS}s`,
      preAllocatedVUs: 50,
      maxVUs: 200,
    },
  },
};

export default function () {
  http.get(__ENV.URL);
}
