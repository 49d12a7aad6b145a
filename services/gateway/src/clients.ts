// One gRPC client per backing service; every call goes through `unary`, which sets a deadline.
import { notification, playlist, user, vote } from '@sonic-nexus/proto';
import { createClient, type ServiceName } from '@sonic-nexus/service-kit';
import type { GatewayConfig } from './config';

export interface ServiceClients {
  user: user.UserServiceClient;
  playlist: playlist.PlaylistServiceClient;
  vote: vote.VoteServiceClient;
  notification: notification.NotificationServiceClient;
}

export function serviceAddresses(config: GatewayConfig): Record<ServiceName, string> {
  return {
    user: config.USER_SERVICE_ADDR,
    playlist: config.PLAYLIST_SERVICE_ADDR,
    vote: config.VOTE_SERVICE_ADDR,
    notification: config.NOTIFICATION_SERVICE_ADDR,
  };
}

export function createClients(config: GatewayConfig): ServiceClients {
  const addr = serviceAddresses(config);
  return {
    user: createClient(user.UserServiceClient, addr.user),
    playlist: createClient(playlist.PlaylistServiceClient, addr.playlist),
    vote: createClient(vote.VoteServiceClient, addr.vote),
    notification: createClient(notification.NotificationServiceClient, addr.notification),
  };
}

export function closeClients(clients: ServiceClients): void {
  for (const client of Object.values(clients)) client.close();
}
