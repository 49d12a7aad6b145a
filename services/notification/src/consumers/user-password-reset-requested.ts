import { onEvent } from '@sonic-nexus/service-kit';
import type { MailDeps } from '../use-cases/deps';
import { sendAccountMail } from '../use-cases/send-account-mail';

export const userPasswordResetRequested = (deps: MailDeps) =>
  onEvent('user.password_reset_requested', (request, { id }) =>
    sendAccountMail(deps, { eventId: id, kind: 'password-reset', to: request, token: request.token }),
  );
