// Users: registered through the user service (a conflict means a previous run made them: sign in
// to learn the id), then verified with the token of the mail the platform really sent.
import { status } from '@grpc/grpc-js';
import type { user } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { seedUser, type SeedUser } from './content';
import { forEachLimited } from './pool';
import { errorText, startPhase, type Phase, type PhaseResult } from './progress';
import { HASHING_CALL, hasStatus, WRITE_CALL, type SeedContext, type SeededUser } from './seed-context';
import { findVerificationMail, mailpitReachable } from './verification-mail';

// A mail normally arrives within a second; this long only when the platform is busy.
const MAIL_WAIT_MS = 20_000;

/** Register, or sign in when the name is taken; either way the session is ended at once. */
async function registerOrFind(ctx: SeedContext, wanted: SeedUser, phase: Phase): Promise<user.User> {
  const client = ctx.clients.user;
  let session: user.SessionResponse;
  try {
    const { username, email, password } = wanted;
    session = await unary(client, client.register, { username, email, password }, HASHING_CALL);
    phase.created();
  } catch (err) {
    if (!hasStatus(err, status.ALREADY_EXISTS)) throw err;
    try {
      session = await unary(
        client,
        client.login,
        { usernameOrEmail: wanted.username, password: wanted.password, clientKey: 'seed' },
        HASHING_CALL,
      );
    } catch (loginErr) {
      throw new Error(`${wanted.username} exists but is not this seed's account (${errorText(loginErr)})`);
    }
    phase.existing();
  }
  await unary(client, client.logout, { sessionToken: session.sessionToken }, WRITE_CALL);
  if (!session.user) throw new Error(`the user service answered ${wanted.username} without its user`);
  return session.user;
}

async function registerUsers(ctx: SeedContext): Promise<{ users: SeededUser[]; result: PhaseResult }> {
  const wanted = Array.from({ length: ctx.options.users }, (_, i) => seedUser(ctx.options.seed, i));
  const phase = startPhase('users', wanted.length, ctx.sink);
  const users: SeededUser[] = [];
  await forEachLimited(wanted, ctx.options.concurrency, async (w) => {
    try {
      const found = await registerOrFind(ctx, w, phase);
      users.push({
        index: w.index,
        username: w.username,
        email: w.email,
        id: found.id,
        verified: found.emailVerified,
      });
    } catch (err) {
      phase.failed(err);
    }
  });
  users.sort((a, b) => a.index - b.index);
  return { users, result: phase.finish() };
}

/** Follows the newest verification link; a used or expired one is replaced by a fresh mail. */
async function verifyOne(ctx: SeedContext, u: SeededUser): Promise<boolean> {
  const { mailpitUrl } = ctx.options;
  const client = ctx.clients.user;
  const mail = await findVerificationMail(mailpitUrl, u.email, { timeoutMs: MAIL_WAIT_MS });
  if (!mail) return false;
  try {
    await unary(client, client.verifyEmail, { token: mail.token }, WRITE_CALL);
    return true;
  } catch (err) {
    if (!hasStatus(err, status.FAILED_PRECONDITION, status.NOT_FOUND, status.INVALID_ARGUMENT)) throw err;
  }
  await unary(client, client.resendVerification, { emailOrUsername: u.email }, WRITE_CALL);
  const fresh = await findVerificationMail(mailpitUrl, u.email, { skip: [mail.id], timeoutMs: MAIL_WAIT_MS });
  if (!fresh) return false;
  await unary(client, client.verifyEmail, { token: fresh.token }, WRITE_CALL);
  return true;
}

async function verifyUsers(ctx: SeedContext, users: SeededUser[]): Promise<PhaseResult> {
  const pending = users.filter((u) => !u.verified);
  const phase = startPhase('verify', users.length, ctx.sink);
  for (let i = pending.length; i < users.length; i += 1) phase.existing();
  if (pending.length > 0 && !(await mailpitReachable(ctx.options.mailpitUrl))) {
    phase.skip(
      `Mailpit is not reachable at ${ctx.options.mailpitUrl}: ${pending.length} users left unverified`,
    );
  }
  let mailSeen = false;
  await forEachLimited(pending, ctx.options.concurrency, async (u) => {
    if (phase.skipped) return;
    try {
      if (await verifyOne(ctx, u)) {
        mailSeen = true;
        u.verified = true;
        phase.created();
      } else if (!mailSeen) {
        // Not one mail so far: the mail path is down, waiting for each user would take ages.
        phase.skip(
          `no verification mail reached Mailpit within ${MAIL_WAIT_MS / 1000} s: users left unverified`,
        );
      } else phase.failed(new Error(`no verification mail to ${u.email}`));
    } catch (err) {
      phase.failed(err);
    }
  });
  return phase.finish();
}

/** The seed's accounts, registered and verified where the platform's mail allows it. */
export async function seedUsers(ctx: SeedContext): Promise<{ users: SeededUser[]; results: PhaseResult[] }> {
  const { users, result } = await registerUsers(ctx);
  return { users, results: [result, await verifyUsers(ctx, users)] };
}
