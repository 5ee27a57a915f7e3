import { createServer } from 'node:http';

// The baseline: bare node:http answering the same JSON as GET /api/health.
const body = JSON.stringify({ status: 'ok', db: 'sqlite', version: '0.1.0' });
const port = Number(process.env.PORT ?? 3901);
createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(port, '127.0.0.1');
