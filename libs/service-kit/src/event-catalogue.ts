// Every domain event of the platform (DESIGN §3-4): its subject, the stream that keeps it, the
// payload case of the protobuf envelope it carries, who publishes it and who consumes it.
// Publishers build events and consumers subscribe through this table only, so a subject cannot
// drift between the two; services/README.md shows the same table for readers.
import type { events } from '@sonic-nexus/proto';

export type ServiceName = 'user' | 'playlist' | 'vote' | 'notification';
export type StreamName = 'USER' | 'MAIL_REQUESTS' | 'PLAYLIST' | 'VOTE' | 'NOTIFICATION';

type Payload = NonNullable<events.EventEnvelope['payload']>;
export type PayloadCase = Payload['$case'];

export interface EventSpec {
  stream: StreamName;
  payload: PayloadCase;
  publisher: ServiceName;
  consumers: readonly ServiceName[];
}

export const EVENT_CATALOGUE = {
  'user.registered': { stream: 'USER', payload: 'userRegistered', publisher: 'user', consumers: [] },
  'user.verification_requested': {
    stream: 'MAIL_REQUESTS',
    payload: 'userVerificationRequested',
    publisher: 'user',
    consumers: ['notification'],
  },
  'user.password_reset_requested': {
    stream: 'MAIL_REQUESTS',
    payload: 'userPasswordResetRequested',
    publisher: 'user',
    consumers: ['notification'],
  },
  'user.renamed': { stream: 'USER', payload: 'userRenamed', publisher: 'user', consumers: ['playlist'] },
  'user.deleted': {
    stream: 'USER',
    payload: 'userDeleted',
    publisher: 'user',
    consumers: ['user', 'playlist', 'vote', 'notification'],
  },
  'user.followed': { stream: 'USER', payload: 'userFollowed', publisher: 'user', consumers: ['user'] },
  'user.unfollowed': { stream: 'USER', payload: 'userUnfollowed', publisher: 'user', consumers: ['user'] },
  'playlist.created': {
    stream: 'PLAYLIST',
    payload: 'playlistCreated',
    publisher: 'playlist',
    consumers: ['playlist', 'vote', 'notification'],
  },
  'playlist.updated': {
    stream: 'PLAYLIST',
    payload: 'playlistUpdated',
    publisher: 'playlist',
    consumers: [],
  },
  'playlist.deleted': {
    stream: 'PLAYLIST',
    payload: 'playlistDeleted',
    publisher: 'playlist',
    consumers: ['vote', 'notification'],
  },
  'vote.changed': { stream: 'VOTE', payload: 'voteChanged', publisher: 'vote', consumers: ['playlist'] },
  'notification.changed': {
    stream: 'NOTIFICATION',
    payload: 'notificationsChanged',
    publisher: 'notification',
    consumers: ['notification'],
  },
} as const satisfies Record<string, EventSpec>;

export type EventSubject = keyof typeof EVENT_CATALOGUE;

/** Streams that keep a message only until one consumer acked it (an outgoing queue). */
export const WORK_QUEUE_STREAMS: readonly StreamName[] = ['MAIL_REQUESTS'];

/** The payload message a subject carries, e.g. PayloadOf<'user.deleted'> is UserDeleted. */
export type PayloadOf<S extends EventSubject> = Extract<
  Payload,
  { $case: (typeof EVENT_CATALOGUE)[S]['payload'] }
>['value'];

export function subjectsOf(stream: StreamName): EventSubject[] {
  return (Object.keys(EVENT_CATALOGUE) as EventSubject[]).filter(
    (subject) => EVENT_CATALOGUE[subject].stream === stream,
  );
}
