// Every package kept a major behind (dependency-exceptions.json) is named with its reason and the
// condition to lift it, and is really where the list says: a package moved up and left on the list,
// or listed with the wrong major, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '..');

interface Exception {
  package: string;
  kept: number;
  latest: number;
  with?: string[];
  why: string;
  liftWhen: string;
}

const { exceptions } = JSON.parse(readFileSync(path.join(ROOT, 'dependency-exceptions.json'), 'utf8')) as {
  exceptions: Exception[];
};

/** Every range each package.json of the repository declares for `name`. */
function declaredRanges(name: string): string[] {
  const files = execFileSync('git', ['ls-files', '*package.json'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('deploy/local/tools/'));
  const ranges: string[] = [];
  for (const file of files) {
    const json = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const section of ['dependencies', 'devDependencies']) {
      const range = json[section]?.[name];
      if (range) ranges.push(range);
    }
  }
  return ranges;
}

const majorOf = (range: string) => Number(/(\d+)/.exec(range)?.[1]);

it.each(exceptions.map((e) => [e.package, e] as const))(
  '%s: kept on the major the list names, with reasons',
  (_, e) => {
    expect(e.why.length).toBeGreaterThan(40);
    expect(e.liftWhen.length).toBeGreaterThan(20);
    expect(e.latest).toBeGreaterThan(e.kept);
    for (const name of [e.package, ...(e.with ?? [])]) {
      const ranges = declaredRanges(name);
      expect(ranges.length).toBeGreaterThan(0);
      for (const range of ranges) expect(majorOf(range)).toBe(e.kept);
    }
  },
);
