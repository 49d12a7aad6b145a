// One Idempotency-Key per submission (issue 13): sending the same form again after a failure (a
// 503, an answer lost on the way) reuses the key, so the server makes the playlist once; a changed
// form, or one after a success, is a new submission with a new key.
import { IDEMPOTENCY_KEY_HEADER } from '@sonic-nexus/contract';

/** 128 random bits as hex: getRandomValues works on plain http too (randomUUID needs a secure context). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeys {
  /** The headers for submitting `body`: the pending submission's key when it is the same body. */
  headersFor(body: unknown): { [IDEMPOTENCY_KEY_HEADER]: string };
  /** The submission succeeded: the next one gets a new key. */
  done(): void;
}

export function submissionKeys(): SubmissionKeys {
  let pending: { body: string; key: string } | null = null;
  return {
    headersFor(body) {
      const json = JSON.stringify(body);
      if (pending?.body !== json) pending = { body: json, key: newKey() };
      return { [IDEMPOTENCY_KEY_HEADER]: pending.key };
    },
    done() {
      pending = null;
    },
  };
}
