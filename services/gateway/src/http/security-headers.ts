// Security headers on every gateway answer (issue 13). The API answers JSON, images and redirects,
// never a page: nothing may run, load or frame from them, and browsers must not sniff a type.
// Set here rather than at the edge, so Caddy and any Kubernetes Ingress pass them on unchanged.
import type { RequestHandler } from 'express';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  // No powerful feature is ever used by an API answer, and none opens a window to keep.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
};
