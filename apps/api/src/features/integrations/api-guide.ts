import { API_RESOURCES, WEBHOOK_EVENTS } from '@carat/validation/integrations';

/**
 * /docs/api: the public API's guide, with examples in curl and JavaScript (ADR 032). Static HTML (the
 * docs' Content-Security-Policy allows no script here); the reference is /docs/api/reference.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function apiGuideHtml(apiUrl: string, keyPrefix: string): string {
  const key = `${keyPrefix}XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXxxxxxx`;
  const curlList = `curl ${apiUrl}/v1/clients?page=1&pageSize=20 \\
  -H "Authorization: Bearer ${key}"`;
  const curlCreate = `curl -X POST ${apiUrl}/v1/clients \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: import-2026-11-26-0001" \\
  -d '{"name": "Jeanne Martin", "email": "jeanne@example.com"}'`;
  const js = `const CARAT_KEY = process.env.CARAT_API_KEY; // ${keyPrefix}…

async function carat(path, init = {}) {
  const res = await fetch(\`${apiUrl}\${path}\`, {
    ...init,
    headers: { Authorization: \`Bearer \${CARAT_KEY}\`, 'Content-Type': 'application/json', ...init.headers },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(\`\${body.error.code}: \${body.error.message}\`);
  return body;
}

// Every page of clients.
for (let page = 1; ; page++) {
  const { items, total, pageSize } = await carat(\`/v1/clients?page=\${page}\`);
  for (const client of items) console.log(client.name);
  if (page * pageSize >= total) break;
}

// A create, safe to retry with the same Idempotency-Key.
const order = await carat('/v1/orders', {
  method: 'POST',
  headers: { 'Idempotency-Key': 'erp-order-8812' },
  body: JSON.stringify({ client: { name: 'Jeanne Martin' }, item: 'Solitaire 1 ct', price: '4200' }),
});`;
  const verify = `const { createHmac, timingSafeEqual } = require('node:crypto');
const express = require('express');

const app = express();
// The signature is over the raw body: read it as text, not parsed JSON.
app.post('/hooks/carat', express.text({ type: 'application/json' }), (req, res) => {
  const header = req.get('Carat-Signature') ?? '';
  const parts = header.split(',').map((part) => part.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', process.env.CARAT_WEBHOOK_SECRET).update(\`\${t}.\${req.body}\`).digest();
  // While a secret is being rotated there is one v1 per secret: accept any that matches.
  const matches = parts
    .filter(([k]) => k === 'v1')
    .some(([, v1]) => {
      const given = Buffer.from(v1 ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  if (!fresh || !matches) return res.sendStatus(400);
  const event = JSON.parse(req.body); // { id, type, createdAt, businessId, data }
  // Deliveries can repeat (retries, replays): act once per event.id.
  res.sendStatus(200);
});`;
  const rows = API_RESOURCES.map(
    (r) =>
      `<tr><td><code>/v1/${r}</code></td><td><code>${r}:read</code></td><td><code>${r}:write</code></td></tr>`,
  ).join('');
  const events = WEBHOOK_EVENTS.map((e) => `<li><code>${e}</code></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Carat public API</title>
<style>body{font:16px/1.55 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1c1917}
pre{background:#1c1917;color:#f5f5f4;padding:1rem;border-radius:8px;overflow-x:auto;font-size:13px}
code{font-family:ui-monospace,monospace}table{border-collapse:collapse}td,th{border:1px solid #d6d3d1;padding:.3rem .6rem;text-align:left}
a{color:#92400e}</style></head><body>
<h1>Carat public API</h1>
<p>For DIAMOND businesses: read and write your clients, orders, appointments, leads, invoices and products from your own
tools, and receive webhooks when things happen. The full reference is <a href="/docs/api/reference">here</a>
(<a href="/openapi.public.json">OpenAPI 3.1</a>).</p>
<h2>Authentication</h2>
<p>Create a key in <em>Settings → API and webhooks</em> (owner or admin, with two-factor authentication). It is shown once:
store it as a secret. Send it as a bearer token; keys start with <code>carat_live_</code> in production and
<code>carat_test_</code> elsewhere, and end with a checksum, so a mistyped key is refused at once (401
<code>invalid_api_key</code>). A revoked or expired key answers 401 from its next request; below the DIAMOND plan keys
answer 403 <code>plan_required</code> until you upgrade again. To rotate a key, <code>POST /v1/api-keys/{id}/rotate</code>
with <code>{ "gracePeriodMinutes": 60 }</code> (0 to 1440, a session verified with a second factor): the answer holds a new
key with the same name and scopes, shown once, and the previous key keeps working for the grace period, then answers
401.</p>
<pre>${escapeHtml(curlList)}</pre>
<h2>Scopes</h2>
<p>A key can only call the routes its scopes allow (<code>write</code> includes <code>read</code>); anything else answers
403 <code>insufficient_scope</code> with <code>details.requiredScope</code>. Each operation names the scopes it needs in the
reference (an order's invoice needs <code>invoices:write</code>); payment links and refunds are never a key's.</p>
<table><thead><tr><th>Routes</th><th>Read</th><th>Write</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Pagination, errors, limits</h2>
<p>Lists take <code>?page=</code> (from 1) and <code>?pageSize=</code> and answer
<code>{ items, total, totalIsExact, page, pageSize }</code>. Errors answer <code>{ "error": { "code", "message", "fields"?,
"details"? } }</code>; <code>fields</code> names each invalid field (422 <code>validation_failed</code>). Each key has a
per-minute limit (120 unless set otherwise): <code>X-RateLimit-Limit</code> and <code>X-RateLimit-Remaining</code> come with
every answer, and 429 <code>too_many_requests</code> with <code>Retry-After</code> past it. Every use of a key is logged.</p>
<h2>Idempotent creates</h2>
<p>Send <code>Idempotency-Key</code> with a POST: a retry with the same key and the same body gets the first answer again
(with <code>Idempotent-Replayed: true</code>); the same key with another body answers 422 <code>idempotency_conflict</code>.
Keys are kept per business.</p>
<pre>${escapeHtml(curlCreate)}</pre>
<h2>JavaScript</h2>
<pre>${escapeHtml(js)}</pre>
<h2>Webhooks</h2>
<p>Add an endpoint in <em>Settings → API and webhooks</em> and choose its events:</p><ul>${events}</ul>
<p>Each delivery is a POST of <code>{ id, type, createdAt, businessId, data }</code> with the headers <code>Carat-Event</code>,
<code>Carat-Delivery</code> (one id per delivery) and <code>Carat-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex
HMAC-SHA256(secret, "&lt;t&gt;.&lt;raw body&gt;")&gt;</code>, where the secret (<code>whsec_…</code>) is shown once when the
endpoint is created. Answer 2xx within 10 seconds. Other answers are retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h
and 10 h; after 20 failures in a row the endpoint is switched off and the owner emailed. The delivery log shows every
attempt, and any delivery can be sent again (a new delivery id, the same event id). Endpoints must be public
<code>https://</code> addresses: private and local networks are refused. To rotate a secret,
<code>POST /v1/webhook-endpoints/{id}/rotate-secret</code> with <code>{ "gracePeriodMinutes": 60 }</code> (0 to 1440): the
new secret is shown once and, during the grace period, each delivery carries both signatures,
<code>Carat-Signature: t=…,v1=&lt;new&gt;,v1=&lt;previous&gt;</code>; accept any <code>v1</code> that matches.</p>
<pre>${escapeHtml(verify)}</pre>
</body></html>`;
}
