// A vote log entry on the wire (proto VoteLogEntry) ↔ the operations the rules apply.
import { vote } from '@sonic-nexus/proto';
import type { VoteOp } from '../voting/apply-ops';
import { voteTypeFromProto, voteTypeToProto } from '../voting/proto-vote-type';

/** One operation on one playlist; `opId` lets the replica that logged it answer its caller. */
export interface LoggedOp {
  opId: string;
  playlistId: string;
  op: VoteOp;
}

const {
  VOTE_LOG_OP_KIND_CAST,
  VOTE_LOG_OP_KIND_SET,
  VOTE_LOG_OP_KIND_REMOVE_USER,
  VOTE_LOG_OP_KIND_DELETE_PLAYLIST,
} = vote.VoteLogOpKind;

function toProto({ opId, playlistId, op }: LoggedOp): vote.VoteLogOp {
  const base = { opId, playlistId, userId: 0, voteType: vote.VoteType.VOTE_TYPE_UNSPECIFIED, votedAtMs: 0 };
  switch (op.kind) {
    case 'cast':
      return {
        ...base,
        kind: VOTE_LOG_OP_KIND_CAST,
        userId: op.userId,
        voteType: voteTypeToProto(op.voteType),
        votedAtMs: op.votedAt,
      };
    case 'set':
      return {
        ...base,
        kind: VOTE_LOG_OP_KIND_SET,
        userId: op.userId,
        voteType: voteTypeToProto(op.voteType),
        votedAtMs: op.votedAt,
      };
    case 'remove-user':
      return { ...base, kind: VOTE_LOG_OP_KIND_REMOVE_USER, userId: op.userId };
    case 'delete-playlist':
      return { ...base, kind: VOTE_LOG_OP_KIND_DELETE_PLAYLIST };
  }
}

function fromProto(p: vote.VoteLogOp): LoggedOp {
  const at = { opId: p.opId, playlistId: p.playlistId };
  switch (p.kind) {
    case VOTE_LOG_OP_KIND_CAST: {
      const voteType = voteTypeFromProto(p.voteType);
      if (!voteType) throw new Error(`vote log cast ${p.opId} has no vote type`);
      return { ...at, op: { kind: 'cast', userId: p.userId, voteType, votedAt: p.votedAtMs } };
    }
    case VOTE_LOG_OP_KIND_SET: {
      const voteType = voteTypeFromProto(p.voteType);
      return { ...at, op: { kind: 'set', userId: p.userId, voteType, votedAt: p.votedAtMs } };
    }
    case VOTE_LOG_OP_KIND_REMOVE_USER:
      return { ...at, op: { kind: 'remove-user', userId: p.userId } };
    case VOTE_LOG_OP_KIND_DELETE_PLAYLIST:
      return { ...at, op: { kind: 'delete-playlist' } };
    default:
      throw new Error(`vote log operation ${p.opId} has an unknown kind ${p.kind}`);
  }
}

export const encodeEntry = (ops: readonly LoggedOp[]): Uint8Array =>
  vote.VoteLogEntry.encode({ ops: ops.map(toProto) }).finish();

export const decodeEntry = (data: Uint8Array): LoggedOp[] =>
  vote.VoteLogEntry.decode(data).ops.map(fromProto);
