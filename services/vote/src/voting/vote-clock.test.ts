import { monotonicClock } from './vote-clock';

it('never repeats or goes back, even when the wall clock does', () => {
  const wall = [100, 100, 100, 90, 200];
  const clock = monotonicClock(() => wall.shift() ?? 0);
  expect([clock(), clock(), clock(), clock(), clock()]).toEqual([100, 101, 102, 103, 200]);
});
