import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * The local message outbox of the embedded default (ADR 065): it stands in for Twilio as the
 * mailbox stands in for SMTP. Every SMS or WhatsApp message the product "sends" is kept here, shown on a
 * page labelled as a stand-in and answered by `GET /messages` (newest first). Nothing leaves the machine.
 * It can also play a client: `POST /messages/inbound` delivers a reply to the API's Twilio webhook, signed
 * exactly as Twilio signs (X-Twilio-Signature), and each send is followed by the status callbacks Twilio
 * would post (sent, then delivered). Development only: the API never starts it in production.
 */

export interface OutboxMessage {
  sid: string;
  to: string;
  from: string;
  channel: 'sms' | 'whatsapp';
  body: string;
  sentAt: string;
  status: 'sent' | 'delivered';
  /** A WhatsApp approved template (outside the 24-hour window): its Content SID and values, else null. */
  contentSid: string | null;
  contentVariables: Record<string, string> | null;
}

export interface OutboxSend {
  to: string;
  from: string;
  channel: 'sms' | 'whatsapp';
  body: string;
  /** Where the status callbacks go (Twilio's StatusCallback). */
  statusCallback?: string | undefined;
  /** An approved WhatsApp template: `body` is then the text as filled in. */
  contentSid?: string | null | undefined;
  contentVariables?: Record<string, string> | null | undefined;
}

export interface OutboxLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
}

/** The outbox's own Account SID and auth token: public, development-only values (never a real account). */
export const OUTBOX_ACCOUNT_SID = `AC${'0'.repeat(31)}1`;
export const OUTBOX_AUTH_TOKEN = 'carat-outbox-development-auth-token';

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL followed by each POST
 * parameter's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export interface MessageOutbox {
  /** Keeps a message as sent and answers its SID; the status callbacks follow. */
  send(message: OutboxSend): Promise<{ sid: string }>;
  /** Newest first. */
  list(): OutboxMessage[];
  /** Posts a client's message to the webhook, signed as Twilio signs; answers the webhook's status. */
  inbound(message: { from: string; to: string; body: string; channel?: 'sms' | 'whatsapp' }): Promise<number>;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const address = (channel: 'sms' | 'whatsapp', number: string) =>
  channel === 'whatsapp' ? `whatsapp:${number}` : number;

/** The outbox itself, without its web page (the API's tests use it as is). */
export function createMessageOutbox(options: {
  /** The API's Twilio webhook (`…/webhooks/twilio`); null: inbound and callbacks are not delivered. */
  webhookUrl: string | null;
  /** Sends a signed form post; defaults to fetch. Tests pass the app's own request function. */
  post?: (url: string, form: Record<string, string>, signature: string) => Promise<number>;
  /** Post status callbacks after each send (the running product); tests call the webhook themselves. */
  statusCallbacks?: boolean;
  logger?: OutboxLog;
}): MessageOutbox {
  const messages: OutboxMessage[] = [];
  const post =
    options.post ??
    (async (url: string, form: Record<string, string>, signature: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(form).toString(),
      });
      return res.status;
    });
  const signedPost = (url: string, form: Record<string, string>) =>
    post(url, form, twilioSignature(OUTBOX_AUTH_TOKEN, url, form));

  async function callbacks(message: OutboxMessage, url: string) {
    for (const status of ['sent', 'delivered'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      message.status = status;
      await signedPost(url, {
        AccountSid: OUTBOX_ACCOUNT_SID,
        MessageSid: message.sid,
        MessageStatus: status,
        To: address(message.channel, message.to),
        From: address(message.channel, message.from),
      }).catch((error: Error) =>
        options.logger?.warn?.('outbox status callback failed', { error: error.message }),
      );
    }
  }

  return {
    async send(input) {
      const message: OutboxMessage = {
        sid: sid('SM'),
        to: input.to,
        from: input.from,
        channel: input.channel,
        body: input.body,
        sentAt: new Date().toISOString(),
        status: 'sent',
        contentSid: input.contentSid ?? null,
        contentVariables: input.contentSid ? (input.contentVariables ?? {}) : null,
      };
      messages.push(message);
      if (options.statusCallbacks && input.statusCallback) void callbacks(message, input.statusCallback);
      return { sid: message.sid };
    },
    list: () => [...messages].reverse(),
    async inbound(input) {
      if (!options.webhookUrl) throw new Error('the outbox has no webhook to deliver to');
      const channel = input.channel ?? 'sms';
      return signedPost(options.webhookUrl, {
        AccountSid: OUTBOX_ACCOUNT_SID,
        MessageSid: sid('SM'),
        From: address(channel, input.from),
        To: address(channel, input.to),
        Body: input.body,
        NumSegments: '1',
      });
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<li><p class="meta">${escapeHtml(m.sentAt)} · ${m.channel.toUpperCase()} · to <b>${escapeHtml(m.to)}</b> from ${escapeHtml(m.from)} · ${m.status}</p>
${m.contentSid ? `<p class="meta">WhatsApp template <b>${escapeHtml(m.contentSid)}</b> · variables ${escapeHtml(JSON.stringify(m.contentVariables ?? {}))}</p>\n` : ''}<pre>${escapeHtml(m.body)}</pre>
<form method="post" action="/messages/inbound"><input type="hidden" name="from" value="${escapeHtml(m.to)}"><input type="hidden" name="to" value="${escapeHtml(m.from)}"><input type="hidden" name="channel" value="${m.channel}">
<label>Reply as ${escapeHtml(m.to)} <input name="body" required></label> <button>Send reply</button></form></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Carat message outbox (stand-in)</title>
<style>body{font:15px system-ui;margin:1rem auto;max-width:44rem;padding:0 1rem}.banner{background:#fff4ce;border:1px solid #e0b400;padding:.75rem;border-radius:6px}
li{list-style:none;border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;font:inherit;margin:.25rem 0}.meta{color:#555;margin:0;font-size:13px}ul{padding:0}</style></head>
<body><p class="banner"><b>Stand-in:</b> this local outbox replaces Twilio in development. Nothing here was sent to a phone.
Refused in production. JSON: <a href="/messages">GET /messages</a>.</p>
<h1>Message outbox</h1>${messages.length ? `<ul>${rows}</ul>` : '<p>No message yet.</p>'}</body></html>`;
}

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return text ? (JSON.parse(text) as Record<string, string>) : {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export interface LocalOutbox {
  outbox: MessageOutbox;
  webUrl: string;
  close(): Promise<void>;
}

/** Starts the outbox's page and REST API on `webPort` (loopback only). */
export async function startLocalOutbox(options: {
  webPort: number;
  webhookUrl: string;
  logger: OutboxLog;
}): Promise<LocalOutbox> {
  const outbox = createMessageOutbox({
    webhookUrl: options.webhookUrl,
    statusCallbacks: true,
    logger: options.logger,
  });
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/messages') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(outbox.list()));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/messages/inbound') {
        const body = await readBody(req);
        if (!body.from || !body.to || !body.body) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'from, to and body are required' }));
          return;
        }
        const channel = body.channel === 'whatsapp' ? 'whatsapp' : 'sms';
        const status = await outbox.inbound({ from: body.from, to: body.to, body: body.body, channel });
        if ((req.headers.accept ?? '').includes('text/html')) {
          res.writeHead(303, { location: '/' });
          res.end();
          return;
        }
        res.writeHead(202, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ delivered: status < 300, webhookStatus: status }));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page(outbox.list()));
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.webPort, '127.0.0.1', () => resolve());
  });
  // Port 0 (tests): the port the system chose.
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.webPort;
  const webUrl = `http://localhost:${port}`;
  options.logger.info('local message outbox ready', { webUrl });
  return {
    outbox,
    webUrl,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
