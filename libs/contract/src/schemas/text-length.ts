// Text limits counted as the spec's limits always were: in UTF-16 code units (String.length), as
// the forms' counters, an input's maxlength and the playlist service's own checks count them, where
// an emoji beyond the Basic Multilingual Plane is 2. zod 4.6's .min()/.max() count code points
// instead (that emoji is 1), which would move every limit for such text: a password of four emoji,
// accepted at registration, would no longer pass the login's minimum of 8.
import { z, type core } from 'zod';

/** A text length check runs on text only: after a wrong type there is nothing to measure. */
const isText = (payload: core.ParsePayload): boolean => typeof payload.value === 'string';

/**
 * zod's own minimum-length check (the same too_small issue, the same minLength in the OpenAPI
 * document), measuring String.length.
 */
export function utf16MinLength(minimum: number, message?: string): core.$ZodCheckMinLength {
  const check = z.minLength(minimum, message);
  check._zod.def.when = isText;
  check._zod.check = (payload) => {
    if (payload.value.length >= minimum) return;
    payload.issues.push({
      origin: 'string',
      code: 'too_small',
      minimum,
      inclusive: true,
      input: payload.value,
      inst: check,
      continue: true,
    });
  };
  return check;
}

/**
 * zod's own maximum-length check (the same too_big issue, the same maxLength in the OpenAPI
 * document), measuring String.length.
 */
export function utf16MaxLength(maximum: number, message?: string): core.$ZodCheckMaxLength {
  const check = z.maxLength(maximum, message);
  check._zod.def.when = isText;
  check._zod.check = (payload) => {
    if (payload.value.length <= maximum) return;
    payload.issues.push({
      origin: 'string',
      code: 'too_big',
      maximum,
      inclusive: true,
      input: payload.value,
      inst: check,
      continue: true,
    });
  };
  return check;
}
