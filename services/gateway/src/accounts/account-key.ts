// The key an account's limits are counted under, from the name a caller typed (username or email).
import { unary } from '@sonic-nexus/service-kit';
import type { ServiceClients } from '../clients';

export type AccountKeyOf = (typed: string) => Promise<string>;

/**
 * The name as typed, trimmed and lower-cased (the user service matches names case-insensitively):
 * for forgot-password and resend-verification, whose answer and timing must not depend on whether
 * the account exists (services/user email-requests.ts), so nothing is looked up for them.
 */
export const spellingKey: AccountKeyOf = async (typed) => `name:${typed.trim().toLowerCase()}`;

/**
 * For sign-ins: the account whatever its spelling (username or email), as the user service finds
 * it, so the two spellings of one account share one failure budget. Sign-in looks the name up
 * anyway; the key never reaches the caller.
 */
export const signInKey =
  (client: ServiceClients['user']): AccountKeyOf =>
  async (typed) =>
    (await unary(client, client.accountKey, { usernameOrEmail: typed })).key;
