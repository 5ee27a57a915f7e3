import { createServer } from 'node:http';
import { securityHeaders } from '../server/lib/security-headers.ts';

// The baseline: bare node:http answering the same JSON as GET /api/health. With
// WITH_HEADERS=1 it also sends Forja's security headers, which separates the cost of those
// ~700 bytes per response from the framework's own.
const body = JSON.stringify({ status: 'ok', db: 'sqlite', version: '0.1.0' });
const extra = process.env.WITH_HEADERS === '1' ? securityHeaders({ secure: false }) : {};
const port = Number(process.env.PORT ?? 3901);
createServer((_req, res) => {
  res.writeHead(200, {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(port, '127.0.0.1');
