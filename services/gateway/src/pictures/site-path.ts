// A picture URL as the user service stores it: our own pages' absolute URLs become their path,
// so `http://localhost:8080/api/pictures/…` and `/api/pictures/…` name the same picture.

export function sitePath(url: string, siteOrigins: readonly string[]): string {
  if (url === '' || url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    if (siteOrigins.includes(parsed.origin) && !parsed.search && !parsed.hash) return parsed.pathname;
  } catch {
    // not a URL: the user service refuses it
  }
  return url;
}

export function originsOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}
