// A route's path in the two other forms it is needed in: express patterns (the gateway) and
// concrete URLs (the web client).

/** /api/playlists/{id} → /api/playlists/:id (express form). */
export function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

type Values = Readonly<Record<string, unknown>>;

/** Undefined, null and '' are left out: the contract reads an empty query value as "not given". */
function queryString(query: Values): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Fills the path params and appends the query, both URI-encoded, query in the order given:
 * buildPath('/api/users/{id}', { id: 7 }, { page: 2 }) → '/api/users/7?page=2'.
 */
export function buildPath(path: string, params: Values = {}, query: Values = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled + queryString(query);
}
