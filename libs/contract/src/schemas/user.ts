// Accounts: the user shapes (never a password hash or token) and the auth/profile request bodies.
import {
  BIO_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../limits';
import { validationMessages as v } from '../messages';
import { z } from 'zod';
import { hasHiddenCharacters, withoutHiddenCharacters } from './common';
import { utf16MaxLength, utf16MinLength } from './text-length';

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  bio: z.string(),
  profilePictureUrl: z.string(),
  usernameChanged: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** A user as anyone sees them: no email, no account flags. */
export const publicUser = user.pick({
  id: true,
  username: true,
  profilePictureUrl: true,
  bio: true,
  createdAt: true,
});
export type PublicUser = z.infer<typeof publicUser>;

export const registeredUser = user.extend({ message: z.string().optional() });

/** The pattern allows no hidden character, so it needs no check of its own. */
export const username = z
  .string()
  .trim()
  .check(utf16MinLength(USERNAME_MIN, v.usernameMin), utf16MaxLength(USERNAME_MAX, v.usernameMax))
  .regex(USERNAME_PATTERN, v.usernamePattern);
/** The address is checked after the trim and the length (zod's z.email() would check it first). */
const email = z
  .string()
  .trim()
  .check(utf16MaxLength(EMAIL_MAX, v.emailMax), z.email({ error: v.emailInvalid }));
/** Any visible character: a password is never shown, but a NUL or a control is no key anyone types. */
export const password = withoutHiddenCharacters(
  z.string().check(utf16MinLength(PASSWORD_MIN, v.passwordMin), utf16MaxLength(PASSWORD_MAX, v.passwordMax)),
  v.passwordCharacters,
);

export const registerBody = z.object({ username, email, password });
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds the terms checkbox, which is never sent. */
export const registerForm = registerBody.extend({
  acceptTerms: z.boolean().refine((ticked) => ticked, v.termsRequired),
});

/** Same rules as registration (§5), but `username` may also be the account's email (DESIGN §8). */
export const loginBody = z.object({
  username: withoutHiddenCharacters(
    z
      .string()
      .trim()
      .check(utf16MinLength(USERNAME_MIN, v.usernameMin), utf16MaxLength(EMAIL_MAX, v.emailMax)),
    v.usernameCharacters,
  ),
  password,
});
export type LoginBody = z.infer<typeof loginBody>;

export const changeUsernameBody = z.object({ newUsername: username });
export const forgotPasswordBody = z.object({
  username: withoutHiddenCharacters(
    z.string().trim().check(utf16MinLength(1, v.usernameFirst), utf16MaxLength(EMAIL_MAX, v.emailMax)),
    v.usernameCharacters,
  ),
});
/** The box accepts an email or a username, so only presence is checked. */
export const resendVerificationBody = z.object({
  email: withoutHiddenCharacters(
    z.string().trim().check(utf16MinLength(1, v.emailRequired), utf16MaxLength(EMAIL_MAX, v.emailMax)),
    v.emailCharacters,
  ),
});
const tokenBody = z.object({
  token: withoutHiddenCharacters(
    z.string().trim().check(utf16MinLength(1, v.tokenRequired), utf16MaxLength(TOKEN_MAX)),
    v.tokenCharacters,
  ),
});
export const verifyResetTokenBody = tokenBody;
export const resetTokenValidity = z.object({ valid: z.boolean() });
export const resetPasswordBody = tokenBody.extend({ newPassword: password });

/** The reset form: both fields must match before anything is sent. */
export const resetPasswordForm = z
  .object({ newPassword: password, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: v.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const verifyEmailQuery = z.object({
  token: withoutHiddenCharacters(z.string().check(utf16MaxLength(TOKEN_MAX)).optional(), v.tokenCharacters),
});

/** Multi-line (a textarea): line breaks and tabs are kept, every other hidden character refused. */
export const bioBody = z.object({
  bio: withoutHiddenCharacters(z.string().check(utf16MaxLength(BIO_MAX, v.bioMax)), v.bioCharacters, {
    multiline: true,
  }),
});

/** Empty removes the picture; otherwise an absolute http(s) URL or one of our own /api paths. */
export const profilePictureBody = z.object({
  profilePictureURL: z
    .string()
    .check(utf16MaxLength(2048, v.pictureUrlInvalid))
    .refine(
      (url) =>
        url === '' ||
        (!hasHiddenCharacters(url, { multiline: false }) &&
          (url.startsWith('/api/') || /^https?:\/\/\S+$/.test(url))),
      v.pictureUrlInvalid,
    ),
});

export const uploadUrl = z.object({ uploadURL: z.string() });
export const uploadedPicture = z.object({ profilePictureUrl: z.string() });
export const pictureUploadForm = z.object({ file: z.string() });

export const followCounts = z.object({ followerCount: z.number().int(), followingCount: z.number().int() });
export const followStatus = z.object({ isFollowing: z.boolean() });
export const followResult = followCounts.extend(followStatus.shape);
