import type { ReplyStream } from '@carat/assistant/engine';
import { INTENTS, OCCASIONS, PIECE_TYPES } from '@carat/assistant/lead';
import {
  assistantConversationQuerySchema,
  assistantMessageSchema,
  assistantSettingsSchema,
  visitorTokenSchema,
} from '@carat/validation/assistant';
import { localeSchema } from '@carat/validation/locale';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import {
  type AssistantReply,
  assistantWidget,
  startAssistantTurn,
} from '#api/features/assistant/conversation.ts';
import {
  getAssistantConversation,
  getAssistantSettings,
  listAssistantConversations,
  saveAssistantSettings,
} from '#api/features/assistant/settings.ts';
import { errorBody } from '#api/lib/errors.ts';
import {
  ErrorSchema,
  jsonBody,
  jsonResponse,
  pageSchema,
  router,
  tenantErrors,
  UuidParam,
} from '#api/lib/openapi.ts';
import { requireTool } from '#api/middleware/plan.ts';
import { clientAddress, rateLimit } from '#api/middleware/rate-limit.ts';
import { visitorScope } from '#api/middleware/scope.ts';

/**
 * The showroom's AI assistant (issue #16). Public: a visitor's message to a published showroom's
 * assistant (JSON, or the reply streamed as server-sent events), and whether the widget shows. Tenant:
 * the tool page's settings and the conversations with their transcripts.
 */

const SlugParam = z.object({
  slug: z
    .string()
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
});
const VisitorHeaders = z.object({ 'x-visitor-token': visitorTokenSchema });

const Money = z.number().int();
const Lead = z
  .object({
    intent: z.enum(INTENTS).nullable(),
    pieceType: z.enum(PIECE_TYPES).nullable(),
    occasion: z.enum(OCCASIONS).nullable(),
    budget: z.object({ min: Money.nullable(), max: Money.nullable(), currency: z.string() }).nullable(),
    metal: z.string().nullable(),
    stone: z.string().nullable(),
    ringSize: z.object({ system: z.string(), value: z.string(), diameterMm: z.number() }).nullable(),
    wantedBy: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'AssistantLead' });
const Reason = z.object({
  code: z.string(),
  points: z.number(),
  text: z.object({ fr: z.string(), en: z.string() }),
});
const Score = z
  .object({
    score: z.number().int(),
    fit: z.number(),
    engagement: z.number(),
    hot: z.boolean(),
    reasons: z.array(Reason),
  })
  .meta({ id: 'AssistantScore' });
const Choice = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('product'),
      id: z.string(),
      label: z.string(),
      priceMinor: z.number().int(),
      currency: z.string(),
      url: z.string().nullable().optional(),
      imageUrl: z.string().nullable().optional(),
    }),
    z.object({ kind: z.literal('slot'), start: z.string(), serviceId: z.string(), label: z.string() }),
  ])
  .meta({ id: 'AssistantChoice' });
const Reply = z
  .object({
    conversationId: z.uuid(),
    reply: z.string(),
    choices: z.array(Choice).optional(),
    lead: Lead,
    score: Score.optional(),
    booking: z
      .object({
        appointmentId: z.uuid(),
        start: z.string(),
        serviceId: z.string(),
        depositUrl: z.string().nullable(),
      })
      .optional(),
    engine: z.enum(['offline', 'model']),
  })
  .meta({ id: 'AssistantReply' });
const Widget = z
  .object({
    available: z.boolean(),
    welcome: z.object({ fr: z.string().nullable(), en: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AssistantWidget' });

const publicError = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

const widget = createRoute({
  tags: ['Showroom (public)'],
  method: 'get',
  path: '/showrooms/{slug}/assistant',
  summary: "Whether the showroom's assistant is offered (plan and jeweller's switch), and its welcome",
  request: { params: SlugParam },
  responses: {
    200: jsonResponse(Widget, 'The widget'),
    404: publicError('No published showroom here'),
    422: publicError('Invalid slug'),
  },
});

const message = createRoute({
  tags: ['Showroom (public)'],
  method: 'post',
  path: '/showrooms/{slug}/assistant/messages',
  summary:
    "A visitor's message to the showroom's assistant: its reply, choices (pieces, free slots), the lead so far, its score and the booking; `Accept: text/event-stream` streams the reply as it is written ('delta' events, 'reset' when a failed model reply is replaced, then 'done' with the whole answer)",
  request: { params: SlugParam, headers: VisitorHeaders, body: jsonBody(assistantMessageSchema) },
  responses: {
    200: {
      description: 'The reply',
      content: {
        'application/json': { schema: Reply },
        'text/event-stream': { schema: z.string() },
      },
    },
    403: publicError("The showroom's plan does not include the assistant (code plan_required)"),
    404: publicError(
      'No published showroom, assistant switched off, or no such conversation for this visitor',
    ),
    422: publicError('Invalid input (a message longer than 2,000 characters is refused)'),
    429: publicError('Too many messages from this visitor or address: try again later'),
  },
});

const common = { tags: ['Assistant'], security: [{ bearer: [] }] };
const Settings = z
  .object({
    enabled: z.boolean(),
    welcomeFr: z.string().nullable(),
    welcomeEn: z.string().nullable(),
    tone: z.enum(['warm', 'formal', 'concise']),
    handoffEmail: z.string().nullable(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    engine: z.enum(['offline', 'model']),
    providerConfigured: z.boolean(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
  })
  .meta({ id: 'AssistantSettings' });
const ConversationSummary = z
  .object({
    id: z.uuid(),
    locale: localeSchema,
    lead: z.record(z.string(), z.unknown()),
    score: z.number().int().nullable(),
    reasons: z.array(Reason),
    engine: z.enum(['offline', 'model']),
    leadId: z.uuid().nullable(),
    appointmentId: z.uuid().nullable(),
    messageCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AssistantConversationSummary' });
const Conversation = ConversationSummary.extend({
  messages: z.array(
    z.object({ role: z.enum(['visitor', 'assistant']), text: z.string(), createdAt: z.string() }),
  ),
}).meta({ id: 'AssistantConversation' });

const readSettings = createRoute({
  ...common,
  method: 'get',
  path: '/assistant/settings',
  summary: "The assistant's settings, and which engine answers (a model provider configured or not)",
  responses: { 200: jsonResponse(Settings, 'The settings'), ...tenantErrors },
});
const writeSettings = createRoute({
  ...common,
  method: 'put',
  path: '/assistant/settings',
  summary: 'Switch the assistant on or off; welcome messages, tone, hand-off address and FAQ entries',
  request: { body: jsonBody(assistantSettingsSchema) },
  responses: { 200: jsonResponse(Settings, 'The saved settings'), ...tenantErrors },
});
const list = createRoute({
  ...common,
  method: 'get',
  path: '/assistant/conversations',
  summary: "The showroom assistant's conversations, newest first, with their lead and score",
  request: { query: assistantConversationQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(ConversationSummary, 'AssistantConversationPage'), 'A page'),
    ...tenantErrors,
  },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/assistant/conversations/{id}',
  summary: 'One conversation and its transcript',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Conversation, 'The conversation'), ...tenantErrors },
});

/** The visitor's token, for the per-visitor limit on top of the per-address one. */
const visitorKey = (c: Context<AppEnv>) => c.req.header('x-visitor-token')?.slice(0, 64) ?? null;

/** The reply in pieces of a few words, then the whole answer: the widget shows it as it comes. */
/**
 * The reply as server-sent events while it is written: 'delta' events with each new piece of text (the
 * model engine streams; the offline engine's reply comes as one piece), 'reset' when the model failed
 * mid-reply and the offline engine's answer replaces what was shown, then 'done' with the whole answer — or
 * 'error' with the API's error body if saving the turn failed. Refusals (plan, switched off, unknown
 * conversation) are answered before the stream opens, with their status.
 */
function streamTurn(c: Context<AppEnv>, run: (stream?: ReplyStream) => Promise<AssistantReply>) {
  return streamSSE(c, async (sse) => {
    // Events are written in the order they happen: each write waits for the one before.
    let written: Promise<void> = Promise.resolve();
    const send = (event: string, data: unknown) => {
      written = written.then(() => sse.writeSSE({ event, data: JSON.stringify(data) }));
    };
    let streamed = false;
    try {
      const reply = await run({
        delta: (text) => {
          streamed = true;
          send('delta', text);
        },
        reset: () => {
          streamed = false;
          send('reset', '');
        },
      });
      if (!streamed) send('delta', reply.reply);
      send('done', reply);
    } catch (error) {
      c.get('logger')?.error('assistant turn failed', { error: (error as Error).message });
      send('error', errorBody('internal_error', 'Something went wrong on our side'));
    }
    await written;
  });
}

export function publicAssistantRoutes() {
  const app = router();
  const path = '/showrooms/:slug/assistant/messages';
  app.on(
    'POST',
    path,
    rateLimit({ name: 'assistant-address', windowMs: 10 * 60_000, max: 120, key: clientAddress }),
  );
  app.on(
    'POST',
    path,
    rateLimit({ name: 'assistant-visitor', windowMs: 10 * 60_000, max: 40, key: visitorKey }),
  );
  app.on(['GET', 'POST'], ['/showrooms/:slug/assistant', path], visitorScope);
  return app
    .openapi(widget, async (c) =>
      c.json(await assistantWidget(c.get('publicScope'), c.req.valid('param').slug), 200),
    )
    .openapi(message, async (c) => {
      const run = await startAssistantTurn(c.get('publicScope'), {
        ...c.req.valid('json'),
        slug: c.req.valid('param').slug,
        visitorToken: c.req.valid('header')['x-visitor-token'],
      });
      if (c.req.header('accept')?.includes('text/event-stream')) return streamTurn(c, run);
      return c.json(await run(), 200);
    });
}

export function assistantRoutes() {
  const app = router();
  app.use('/assistant/*', requireTool('ai-chatbot'));
  return app
    .openapi(readSettings, async (c) => c.json(await getAssistantSettings(c.get('scope')), 200))
    .openapi(writeSettings, async (c) =>
      c.json(await saveAssistantSettings(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(list, async (c) =>
      c.json(await listAssistantConversations(c.get('scope'), c.req.valid('query')), 200),
    )
    .openapi(read, async (c) =>
      c.json(await getAssistantConversation(c.get('scope'), c.req.valid('param').id), 200),
    );
}
