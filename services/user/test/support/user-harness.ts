// The user service in-process with a clock the test holds still or moves (cache lifetimes, expiry
// and claim ages are then exact, never waited for), its events tapped, and accounts made over gRPC.
import { user } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { startServiceHarness, type ServiceHarness } from '@sonic-nexus/test-kit';
import { userService, type UserStartOptions } from '../../src';
import { startEventTap, type EventTap } from './event-tap';

export interface TestClock {
  now(): Date;
  /** Holds the service's clock at this instant (now by default) until moved or released. */
  freeze(at?: Date): void;
  /** Moves the held clock on, or, when not held, shifts it from real time. */
  advance(ms: number): void;
  /** Back to real time. */
  release(): void;
}

function testClock(): TestClock {
  let held: Date | undefined;
  let offsetMs = 0;
  const now = () => held ?? new Date(Date.now() + offsetMs);
  return {
    now,
    freeze: (at = now()) => void (held = at),
    advance(ms) {
      if (held) held = new Date(held.getTime() + ms);
      else offsetMs += ms;
    },
    release() {
      held = undefined;
      offsetMs = 0;
    },
  };
}

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
  session: string;
  verificationToken: string;
}

export interface UserTestbed {
  h: ServiceHarness<user.UserServiceClient, undefined>;
  clock: TestClock;
  tap: EventTap;
  call: {
    register(r: user.RegisterRequest): Promise<user.SessionResponse>;
    login(usernameOrEmail: string, password: string): Promise<user.SessionResponse>;
    me(sessionToken: string): Promise<user.User>;
    logout(sessionToken: string): Promise<unknown>;
  };
  /** A fresh account (unique name) and the raw verification token its event carried. */
  newAccount(prefix?: string): Promise<TestAccount>;
  /** The raw reset token of the account's next password_reset_requested event after `version`. */
  resetTokenOf(id: number, after: number): Promise<string>;
  close(): Promise<void>;
}

export async function startUserTestbed(
  label: string,
  options: Omit<UserStartOptions, 'now'> = {},
): Promise<UserTestbed> {
  const clock = testClock();
  const h = await startServiceHarness(userService, {
    label,
    client: user.UserServiceClient,
    env: { OUTBOX_INTERVAL_MS: '20' },
    options: { ...options, now: clock.now },
  });
  const tap = await startEventTap(h.nc);
  const { client } = h;
  const run = `${Date.now().toString(36)}${process.pid}`;
  let seq = 0;
  const call: UserTestbed['call'] = {
    register: (r) => unary(client, client.register, r),
    login: (usernameOrEmail, password) =>
      unary(client, client.login, { usernameOrEmail, password, clientKey: '' }),
    me: (sessionToken) => unary(client, client.getSessionUser, { sessionToken }),
    logout: (sessionToken) => unary(client, client.logout, { sessionToken }),
  };
  return {
    h,
    clock,
    tap,
    call,
    async newAccount(prefix = 'K') {
      seq += 1;
      const username = `${prefix}${run}_${seq}`.slice(0, 50);
      const email = `${username.toLowerCase()}@example.com`;
      const password = 'password123';
      const res = await call.register({ username, email, password });
      const id = res.user!.id;
      const env = await tap.waitFor(
        (e) => e.type === 'user.verification_requested' && e.aggregateId === String(id),
      );
      const verificationToken =
        env.payload?.$case === 'userVerificationRequested' ? env.payload.value.token : '';
      return { id, username, email, password, session: res.sessionToken, verificationToken };
    },
    async resetTokenOf(id, after) {
      const env = await tap.waitFor(
        (e) =>
          e.type === 'user.password_reset_requested' && e.aggregateId === String(id) && e.version > after,
      );
      return env.payload?.$case === 'userPasswordResetRequested' ? env.payload.value.token : '';
    },
    async close() {
      await tap.stop();
      await h.close();
    },
  };
}
