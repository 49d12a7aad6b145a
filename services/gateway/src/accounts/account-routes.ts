// Account calls of spec §7 (DESIGN §7-8): sessions in the httpOnly `sn_session` cookie, rate limits
// on the calls that can be abused, and answers that never carry a hash or a token.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { apiRoutes, serverMessages, toExpressPath, type ApiRoute } from '@sonic-nexus/contract';
import { isGrpcError, unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type pino from 'pino';
import type { ServiceClients } from '../clients';
import type { GatewayConfig } from '../config';
import { bindRoute } from '../http/bind-route';
import type { SessionUserCache } from '../http/session-user-cache';
import { toUser } from '../http/user-mapper';
import { signInKey, spellingKey } from './account-key';
import { gatewayLimits, type LimitDeps } from './gateway-limits';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export interface AccountDeps {
  clients: Pick<ServiceClients, 'user'>;
  /** the gateway's short-lived session → user answers, forgotten on every account change */
  sessionCache?: SessionUserCache;
  config: Pick<GatewayConfig, 'PUBLIC_URL'> & LimitDeps['config'];
  logger: pino.Logger;
}

const VERIFICATION_SUCCESS = '/verification-success';
const VERIFICATION_FAILURE = '/verification-failure';
// What the user service answers for a link that is unknown, used or expired.
const BAD_LINK_CODES: number[] = [
  GrpcStatus.FAILED_PRECONDITION,
  GrpcStatus.INVALID_ARGUMENT,
  GrpcStatus.NOT_FOUND,
];

/** The calls after which a cached session → user answer may be wrong (or a session ended). */
const ACCOUNT_CHANGES: ApiRoute[] = [
  apiRoutes.login,
  apiRoutes.register,
  apiRoutes.logout,
  apiRoutes.changeUsername,
  apiRoutes.resetPassword,
  apiRoutes.deleteAccount,
  apiRoutes.verifyEmail,
];

export function accountRoutes(deps: AccountDeps): Router {
  const router = apiRouter();
  const { sessionCache } = deps;
  // Registered before the routes themselves: once the call is over (answered or abandoned:
  // 'close'), the cache starts over.
  if (sessionCache) {
    for (const route of ACCOUNT_CHANGES) {
      router[route.method](toExpressPath(route.path), (_req, res, next) => {
        res.once('close', () => sessionCache.clear());
        next();
      });
    }
  }
  const client = deps.clients.user;
  const publicUrl = deps.config.PUBLIC_URL;
  const limits = gatewayLimits(deps).accounts;
  const loginKey = signInKey(client);
  /** Sign-in rotates the cookie: the session the browser held before is ended. */
  const endPreviousSession = async (token: string | null) => {
    if (token) await unary(client, client.logout, { sessionToken: token });
  };

  bindRoute(router, apiRoutes.getCurrentUser, async ({ user }) => user);

  bindRoute(router, apiRoutes.login, async ({ body, req, res, session }) => {
    const signedIn = await limits.login(req, res, await loginKey(body.username), () =>
      unary(client, client.login, {
        usernameOrEmail: body.username,
        password: body.password,
        clientKey: req.ip ?? '',
      }),
    );
    await endPreviousSession(session.token);
    setSessionCookie(req, res, publicUrl, signedIn.sessionToken, signedIn.expiresAt);
    return toUser(signedIn.user!);
  });

  bindRoute(router, apiRoutes.register, async ({ body, req, res, session }) => {
    await limits.check('register', req, res);
    const created = await unary(client, client.register, body);
    await endPreviousSession(session.token);
    setSessionCookie(req, res, publicUrl, created.sessionToken, created.expiresAt);
    return { ...toUser(created.user!), message: created.message || serverMessages.registered };
  });

  bindRoute(router, apiRoutes.logout, async ({ req, res, session }) => {
    await endPreviousSession(session.token);
    clearSessionCookie(req, res, publicUrl);
    return { message: serverMessages.loggedOut };
  });

  bindRoute(router, apiRoutes.changeUsername, async ({ body, user }) =>
    toUser(await unary(client, client.changeUsername, { userId: user.id, newUsername: body.newUsername })),
  );

  bindRoute(router, apiRoutes.forgotPassword, async ({ body, req, res }) => {
    await limits.check('forgot', req, res, await spellingKey(body.username));
    return unary(client, client.forgotPassword, { username: body.username });
  });

  bindRoute(router, apiRoutes.resendVerification, async ({ body, req, res }) => {
    await limits.check('resend', req, res, await spellingKey(body.email));
    return unary(client, client.resendVerification, { emailOrUsername: body.email });
  });

  bindRoute(router, apiRoutes.verifyResetToken, async ({ body }) =>
    unary(client, client.verifyResetToken, { token: body.token }),
  );

  bindRoute(router, apiRoutes.resetPassword, async ({ body }) =>
    unary(client, client.resetPassword, { token: body.token, newPassword: body.newPassword }),
  );

  bindRoute(router, apiRoutes.deleteAccount, async ({ user, req, res }) => {
    await unary(client, client.deleteAccount, { userId: user.id });
    clearSessionCookie(req, res, publicUrl);
    return { message: serverMessages.accountDeleted };
  });

  bindRoute(router, apiRoutes.verifyEmail, async ({ query, res }) => {
    let target = VERIFICATION_FAILURE;
    if (query.token) {
      try {
        await unary(client, client.verifyEmail, { token: query.token });
        target = VERIFICATION_SUCCESS;
      } catch (err) {
        if (!isGrpcError(err) || !BAD_LINK_CODES.includes(err.code)) throw err;
      }
    }
    res.redirect(302, target);
  });

  return router;
}
