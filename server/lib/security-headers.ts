// The security headers of every response, computed once. (@fastify/helmet rebuilt the CSP
// string on every request and halved /api/health throughput; see bench/foundation.ts.)

export function securityHeaders(opts: { secure: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline styles: React style props and the public page's scoped custom CSS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (opts.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
