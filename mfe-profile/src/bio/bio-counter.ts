// The editor's live counter (spec §2): 'n/120 characters'.
import { BIO_MAX } from '@sonic-nexus/contract';

export function bioCounter(bio: string): string {
  return `${bio.length}/${BIO_MAX} characters`;
}
