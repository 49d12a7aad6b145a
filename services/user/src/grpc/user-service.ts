import { user } from '@sonic-nexus/proto';
import { notYetImplemented, unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { Account } from '../use-cases/account';
import { accountKey } from '../use-cases/account-key';
import { changeUsername } from '../use-cases/change-username';
import { deleteAccount } from '../use-cases/delete-account';
import type { Deps } from '../use-cases/deps';
import { forgotPassword, resendVerification } from '../use-cases/email-requests';
import {
  followCounts,
  followerIds,
  followingStatus,
  followUser,
  listFollowers,
  unfollowUser,
} from '../use-cases/follows';
import { getSessionUser } from '../use-cases/get-session-user';
import { login } from '../use-cases/login';
import { logout } from '../use-cases/logout';
import type { OpenedSession } from '../use-cases/open-session';
import { getPicture, setProfilePicture, storePicture } from '../use-cases/pictures';
import { getPublicUser } from '../use-cases/public-user';
import { register } from '../use-cases/register';
import { resetPassword, verifyResetToken } from '../use-cases/reset-password';
import { updateBio } from '../use-cases/update-bio';
import { checkUploadTicket, createUploadTicket, redeemUploadTicket } from '../use-cases/upload-tickets';
import { verifyEmail } from '../use-cases/verify-email';
import { toProtoUser, toPublicUser } from './user-mapper';

function sessionResponse(s: OpenedSession & { user: Account; message?: string }): user.SessionResponse {
  return {
    user: toProtoUser(s.user),
    sessionToken: s.sessionToken,
    expiresAt: s.expiresAt.toISOString(),
    message: s.message ?? '',
  };
}

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function userServiceImpl(deps: Deps, logger: pino.Logger): user.UserServiceServer {
  const handle = <Req, Res>(fn: (req: Req) => Promise<Res>) => unaryHandler(logger, fn);
  return notYetImplemented<user.UserServiceServer>(user.UserServiceService, {
    register: handle(async (req: user.RegisterRequest) => sessionResponse(await register(deps, req))),
    login: handle(async (req: user.LoginRequest) => sessionResponse(await login(deps, req))),
    accountKey: handle(async (req: user.AccountKeyRequest) => ({
      key: await accountKey(deps, req.usernameOrEmail),
    })),
    getSessionUser: handle(async (req: user.SessionTokenRequest) =>
      toProtoUser(await getSessionUser(deps, req.sessionToken)),
    ),
    logout: handle(async (req: user.SessionTokenRequest) => {
      await logout(deps, req.sessionToken);
      return {};
    }),
    verifyEmail: handle(async (req: user.TokenRequest) => toProtoUser(await verifyEmail(deps, req.token))),
    resendVerification: handle(async (req: user.ResendVerificationRequest) => ({
      message: await resendVerification(deps, req.emailOrUsername),
    })),
    forgotPassword: handle(async (req: user.ForgotPasswordRequest) => ({
      message: await forgotPassword(deps, req.username),
    })),
    verifyResetToken: handle(async (req: user.TokenRequest) => ({
      valid: await verifyResetToken(deps, req.token),
    })),
    resetPassword: handle(async (req: user.ResetPasswordRequest) => ({
      message: await resetPassword(deps, req),
    })),
    changeUsername: handle(async (req: user.ChangeUsernameRequest) =>
      toProtoUser(await changeUsername(deps, req)),
    ),
    updateBio: handle(async (req: user.UpdateBioRequest) => toProtoUser(await updateBio(deps, req))),
    updateProfilePicture: handle(async (req: user.UpdateProfilePictureRequest) =>
      toProtoUser(await setProfilePicture(deps, req)),
    ),
    storePicture: handle((req: user.StorePictureRequest) => storePicture(deps, req)),
    getPicture: handle(async (req: user.GetPictureRequest) => {
      const { data, contentType } = await getPicture(deps, req.pictureId);
      return { data, contentType };
    }),
    createUploadTicket: handle(async (req: user.CreateUploadTicketRequest) => {
      const ticket = await createUploadTicket(deps, req.userId);
      return { uploadUrl: ticket.uploadUrl, expiresAt: ticket.expiresAt.toISOString() };
    }),
    checkUploadTicket: handle(async (req: user.TokenRequest) => {
      await checkUploadTicket(deps, req.token);
      return {};
    }),
    redeemUploadTicket: handle((req: user.RedeemUploadTicketRequest) => redeemUploadTicket(deps, req)),
    deleteAccount: handle(async (req: user.UserIdRequest) => {
      await deleteAccount(deps, req.userId);
      return {};
    }),
    getUser: handle(async (req: user.UserIdRequest) => toPublicUser(await getPublicUser(deps, req.userId))),
    follow: handle((req: user.FollowRequest) => followUser(deps, req)),
    unfollow: handle((req: user.FollowRequest) => unfollowUser(deps, req)),
    getFollowingStatus: handle(async (req: user.FollowRequest) => ({
      isFollowing: followingStatus(deps, req),
    })),
    getFollowCounts: handle(async (req: user.UserIdRequest) => followCounts(deps, req.userId)),
    listFollowers: handle(async (req: user.UserIdRequest) => ({
      users: (await listFollowers(deps, req.userId)).map(toPublicUser),
    })),
    listFollowerIds: handle(async (req: user.UserIdRequest) => ({ userIds: followerIds(deps, req.userId) })),
  });
}
