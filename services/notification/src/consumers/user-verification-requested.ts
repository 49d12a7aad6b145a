import { onEvent } from '@sonic-nexus/service-kit';
import type { MailDeps } from '../use-cases/deps';
import { sendAccountMail } from '../use-cases/send-account-mail';

export const userVerificationRequested = (deps: MailDeps) =>
  onEvent('user.verification_requested', (request, { id }) =>
    sendAccountMail(deps, { eventId: id, kind: 'verification', to: request, token: request.token }),
  );
