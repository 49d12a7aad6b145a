// 'Member Since' in the long US date format (spec §2), e.g. 'January 5, 2025'.
export function memberSince(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
