import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the Stripe API endpoints we call, for the real `stripe` library
// to talk to in tests (STRIPE_API_BASE). It answers like Stripe: JSON objects, and
// `{error: {...}}` with a 4xx when told to fail.

export type FakeStripeRequest = { method: string; path: string; form: URLSearchParams };

export type FakeSubscription = {
  id: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
};

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** The next calls to this path fail with a Stripe error. */
  failNext(path: string): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    customer: 'cus_test_1',
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
          price: { id: sub.priceId, object: 'price' },
        },
      ],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const failing = new Set<string>();
  let counter = 0;

  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const form = new URLSearchParams(await readBody(req));
    requests.push({ method: req.method ?? 'GET', path, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${++counter}`,
      });
      res.end(JSON.stringify(body));
    };
    if (failing.has(path)) {
      failing.delete(path);
      return send(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_test_${++counter}`;
      return send(200, {
        id,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const subMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && subMatch) {
      const sub = subscriptions.get(subMatch[1]);
      if (!sub)
        return send(404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        });
      return send(200, subscriptionObject(sub));
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${path})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext: (path) => failing.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
