// Deterministic "randomness" for the seed: every value is a hash of the seed value and the item's
// key, so any item can be regenerated alone, in any order, and a rerun yields the same content.

/** cyrb53: a fast 53-bit string hash with good spread (not cryptographic, and need not be). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A number in [0, 1) fixed by its key parts. */
export function unit(...key: Array<string | number>): number {
  return hash53(key.join('\u0000')) / 2 ** 53;
}

/** A whole number in [min, max] fixed by its key parts. */
export function intBetween(min: number, max: number, ...key: Array<string | number>): number {
  return min + Math.floor(unit(...key) * (max - min + 1));
}

/** One element of a non-empty list, fixed by its key parts. */
export function pick<T>(list: readonly T[], ...key: Array<string | number>): T {
  return list[Math.floor(unit(...key) * list.length)] as T;
}

/** One of the weighted choices (weights need not add up to 1). */
export function pickWeighted<T>(
  choices: ReadonlyArray<readonly [T, number]>,
  ...key: Array<string | number>
): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let point = unit(...key) * total;
  for (const [value, weight] of choices) {
    point -= weight;
    if (point < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** `length` characters of `alphabet`, fixed by the key parts (e.g. a platform's playlist id). */
export function token(alphabet: string, length: number, ...key: Array<string | number>): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(unit(...key, 'c', i) * alphabet.length)];
  return out;
}
