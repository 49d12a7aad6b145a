// Toasts from the spec's message catalogue (libs/contract): a fixed text, or for a failure the
// server's message with the catalogue's fallback when the server gives none (spec §8).
import { serverMessage } from '@sonic-nexus/api-client';
import { showToast } from './toast-store';

export function showMessageToast(message: { title?: string; text: string }): number {
  return showToast({ title: message.title, description: message.text });
}

export function showFailureToast(failure: { title?: string; fallback: string }, error: unknown): number {
  return showToast({ title: failure.title, description: serverMessage(error) ?? failure.fallback });
}
