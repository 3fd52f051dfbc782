import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#api/context.ts';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { rateLimit } from '#api/middleware/rate-limit.ts';
import {
  calendarFeedIcs,
  createOrRotateCalendarFeed,
  deleteCalendarFeed,
  getCalendarFeed,
  listCalendarFeeds,
} from './feeds.ts';
import {
  addCalendarImport,
  deleteCalendarImport,
  getCalendarImport,
  listCalendarImports,
  syncCalendarImportNow,
} from './imports.ts';

const Feed = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    rotatedAt: z.string(),
    lastFetchedAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });

const NewFeed = z
  .object({
    id: z.uuid(),
    /** The feed's address (https): shown once, only its token's hash is kept. */
    url: z.string(),
    /** The same address as a `webcal://` subscription link. */
    webcalUrl: z.string(),
    /** The subscription link as a QR code (SVG), drawn here. */
    qrSvg: z.string(),
  })
  .meta({ id: 'NewCalendarFeed' });

const CalendarImport = z
  .object({
    id: z.uuid(),
    url: z.string(),
    lastSyncedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    busyCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'CalendarImport' });

const ImportInput = z.object({ url: z.string().trim().min(1).max(2000) });

const common = { tags: ['Calendars'], security: [{ bearer: [] }] };

const feedList = createRoute({
  ...common,
  method: 'get',
  path: '/calendar-feeds',
  summary: 'The signed-in member’s calendar feed, if any (its address is shown only on creation)',
  responses: { 200: jsonResponse(z.object({ items: z.array(Feed) }), 'The member’s feeds'), ...tenantErrors },
});
const feedCreate = createRoute({
  ...common,
  method: 'post',
  path: '/calendar-feeds',
  summary: 'Create the member’s private iCalendar feed, or give it a new address (the old one answers 404)',
  responses: { 201: jsonResponse(NewFeed, 'The feed and its address'), ...tenantErrors },
});
const feedRead = createRoute({
  ...common,
  method: 'get',
  path: '/calendar-feeds/{id}',
  summary: 'The member’s feed: when made or last given a new address, and last read by a calendar',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Feed, 'The feed'), ...tenantErrors },
});
const feedDelete = createRoute({
  ...common,
  method: 'delete',
  path: '/calendar-feeds/{id}',
  summary: 'Revoke the feed: its address answers 404',
  request: { params: UuidParam },
  responses: { 204: { description: 'Revoked' }, ...tenantErrors },
});
const importList = createRoute({
  ...common,
  method: 'get',
  path: '/calendar-imports',
  summary: 'The ICS addresses whose busy times the showroom leaves out, with their last sync and error',
  responses: {
    200: jsonResponse(z.object({ items: z.array(CalendarImport) }), 'Imported calendars'),
    ...tenantErrors,
  },
});
const importCreate = createRoute({
  ...common,
  method: 'post',
  path: '/calendar-imports',
  summary: 'Import busy times from an ICS address (public addresses only); synced at once, then every 15 min',
  request: { body: jsonBody(ImportInput) },
  responses: {
    201: jsonResponse(CalendarImport, 'The imported calendar after its first sync'),
    ...tenantErrors,
  },
});
const importRead = createRoute({
  ...common,
  method: 'get',
  path: '/calendar-imports/{id}',
  summary: 'One imported calendar: its last sync, busy times and error',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(CalendarImport, 'The imported calendar'), ...tenantErrors },
});
const importSync = createRoute({
  ...common,
  method: 'post',
  path: '/calendar-imports/{id}/sync',
  summary: 'Fetch the address again now',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(CalendarImport, 'The imported calendar after the sync'), ...tenantErrors },
});
const importDelete = createRoute({
  ...common,
  method: 'delete',
  path: '/calendar-imports/{id}',
  summary: 'Stop importing: its busy times free up',
  request: { params: UuidParam },
  responses: { 204: { description: 'Removed' }, ...tenantErrors },
});

export function calendarRoutes() {
  return router()
    .openapi(feedList, async (c) => c.json(await listCalendarFeeds(c.get('scope')), 200))
    .openapi(feedCreate, async (c) => c.json(await createOrRotateCalendarFeed(c.get('scope')), 201))
    .openapi(feedRead, async (c) =>
      c.json(await getCalendarFeed(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(feedDelete, async (c) => {
      await deleteCalendarFeed(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(importList, async (c) => c.json(await listCalendarImports(c.get('scope')), 200))
    .openapi(importCreate, async (c) =>
      c.json(await addCalendarImport(c.get('scope'), c.req.valid('json')), 201),
    )
    .openapi(importRead, async (c) =>
      c.json(await getCalendarImport(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(importSync, async (c) =>
      c.json(await syncCalendarImportNow(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(importDelete, async (c) => {
      await deleteCalendarImport(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/**
 * `GET /calendar/{token}.ics`, before the auth middleware: the token is the authorisation. Unknown,
 * rotated and revoked tokens answer 404 alike. Calendars poll on their own schedule; `max-age=60` keeps
 * any cache at most a minute behind, and the rate limit (per address) stops token guessing and loops.
 */
export function publicCalendarRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/calendar/*', rateLimit({ name: 'calendar-feed', windowMs: 60_000, max: 30 }));
  app.get('/calendar/:file', async (c) => {
    const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param('file'));
    const ics = match ? await calendarFeedIcs(c.get('deps'), match[1]!) : null;
    if (!ics) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="carat.ics"',
      'cache-control': 'private, max-age=60',
    });
  });
  return app;
}
