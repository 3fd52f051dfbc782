import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from '#api/context.ts';
import { appErrorFromDatabase } from '#api/lib/db-errors.ts';
import { AppError, errorBody } from '#api/lib/errors.ts';
import { requireUser } from '#api/middleware/auth.ts';
import { tenantScope } from '#api/middleware/scope.ts';
import { clientRoutes } from '#api/routes/clients.ts';
import { docsRoutes } from '#api/routes/docs.ts';
import { healthRoutes } from '#api/routes/health.ts';
import { jwksRoutes } from '#api/routes/jwks.ts';
import { meRoutes } from '#api/routes/me.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
};

function handleError(error: Error, c: Context<AppEnv>) {
  const known = error instanceof AppError ? error : appErrorFromDatabase(error);
  if (known) {
    if (known.status >= 500) c.var.logger?.error('request failed', { error: known.message });
    return c.json(errorBody(known.code, known.message, known.fields), known.status);
  }
  // Hono's own HTTP errors (e.g. malformed JSON) carry a status: keep it, answer in our shape.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(
      errorBody(STATUS_CODES[status] ?? 'bad_request', error.message || 'Bad request'),
      status as 400,
    );
  }
  c.var.logger?.error('unhandled error', { error: error.message, stack: error.stack });
  return c.json(errorBody('internal_error', 'Something went wrong on our side'), 500);
}

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    const logger = deps.logger.child({ requestId: c.var.requestId });
    c.set('logger', logger);
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    cors({
      origin: (origin) => (deps.config.appOrigins.includes(origin) ? origin : null),
      allowHeaders: [
        'authorization',
        'content-type',
        'apikey',
        'x-client-info',
        'x-business-id',
        'x-supabase-api-version',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'retry-after'],
      credentials: true,
      maxAge: 600,
    }),
  );
  // JSON bodies are small; uploads (later) have their own route-level limit.
  app.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'The request body is larger than 1 MB', 413);
      },
    }),
  );
  // Any 4xx a framework layer answers in plain text is re-shaped into our JSON error.
  app.use(async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status >= 400 && !type.includes('application/json') && !c.error) {
      const message = (await c.res.clone().text()) || 'Request refused';
      c.res = c.json(errorBody(STATUS_CODES[c.res.status] ?? 'error', message), c.res.status as 400);
    }
  });

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));

  // Public routes, before the auth middleware.
  app.route('/', healthRoutes());
  app.route('/', docsRoutes(app));
  if (deps.keys) app.route('/auth/v1', jwksRoutes(deps.keys));

  // Tenant routes: verified user, one RLS transaction per request.
  app.use('/v1/*', requireUser, tenantScope);
  app.route('/v1', meRoutes());
  app.route('/v1', clientRoutes());

  return app;
}

export type App = ReturnType<typeof createApp>;
