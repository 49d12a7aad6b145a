// The largest gRPC message a client or server of ours accepts (grpc-js defaults to 4 MiB): a
// profile picture of up to 5 MB (PICTURE_MAX_BYTES in libs/contract) plus its envelope must fit.
export const MAX_GRPC_MESSAGE_BYTES = 8 * 1024 * 1024;
