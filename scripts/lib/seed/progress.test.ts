import { forEachLimited } from './pool';
import { startPhase } from './progress';

describe('seed phases', () => {
  it('counts what was created, found and failed, and keeps the first failures', () => {
    const lines: string[] = [];
    const phase = startPhase('votes', 6, { line: (text) => lines.push(text) });
    phase.created();
    phase.created();
    phase.existing();
    for (const n of [1, 2, 3]) phase.failed(new Error(`boom ${n}`));
    const result = phase.finish();
    expect(result).toMatchObject({ phase: 'votes', total: 6, created: 2, existing: 1, failed: 3 });
    expect(result.errors).toEqual(['boom 1', 'boom 2', 'boom 3']);
    expect(lines[0]).toMatch(
      /^votes: +6\/6 +created 2 · existing 1 · failed 3 +in [\d.]+ s · [\d.]+ writes\/s$/,
    );
  });

  it('says why a phase was skipped', () => {
    const lines: string[] = [];
    const phase = startPhase('follows', 10, { line: (text) => lines.push(text) });
    phase.skip('not implemented by the user service yet');
    phase.skip('a later reason is not kept');
    expect(phase.skipped).toBe(true);
    expect(phase.finish().note).toBe('not implemented by the user service yet');
    expect(lines).toEqual(['follows: skipped (not implemented by the user service yet)']);
  });

  it('runs every item with no more than the given number in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachLimited([...Array(50).keys()], 4, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(item);
      inFlight -= 1;
    });
    expect(most).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
  });
});
