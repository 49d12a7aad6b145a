import { voteLabel } from './vote-feedback';

describe('vote button names', () => {
  it.each([
    ['fire', 3, 'Fire, 3 votes'],
    ['fire', 1, 'Fire, 1 vote'],
    ['thumbs_up', 0, 'Thumbs up, 0 votes'],
    ['trash', 12, 'Trash, 12 votes'],
  ] as const)('%s with %i is named %s', (type, count, name) => {
    expect(voteLabel(type, count)).toBe(name);
  });
});
