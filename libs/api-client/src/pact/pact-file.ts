// Where the consumer tests leave their pacts (git-ignored), and what a written pact holds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consumerPacts } from './consumers';
import { PROVIDER } from './harness';

const PACT_TEST_DIR = path.resolve(__dirname, '../../../../.data/pacts');

/** Writes the consumer's pact afresh; answers the descriptions of its interactions. */
export async function writePactOf(consumer: string): Promise<string[]> {
  const write = consumerPacts[consumer];
  if (!write) throw new Error(`no pact is written for ${consumer}`);
  await write(PACT_TEST_DIR);
  const file = path.join(PACT_TEST_DIR, `${consumer}-${PROVIDER}.json`);
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: Array<{ description: string }> };
  return pact.interactions.map((i) => i.description);
}
