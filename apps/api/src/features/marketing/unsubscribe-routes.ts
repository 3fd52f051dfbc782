import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { followClick, isUnsubscribeToken, unsubscribe } from '#api/features/marketing/public.ts';
import {
  pageLocale,
  UNSUBSCRIBE_PAGE_CSP,
  unsubscribePage,
} from '#api/features/marketing/unsubscribe-page.ts';
import { router } from '#api/lib/openapi.ts';
import { systemScopeOf } from '#api/scope.ts';

const TokenParam = z.object({ token: z.string().min(10).max(2000) });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const oneClick = createRoute({
  tags: ['Campaigns'],
  method: 'post',
  path: '/unsubscribe/{token}',
  summary:
    "RFC 8058 one-click unsubscribe: a POST (body List-Unsubscribe=One-Click), no cookie or account; the client's consent is withdrawn at once",
  request: { params: TokenParam },
  responses: { 200: html('Unsubscribed'), 404: html('Unknown link') },
});
const confirmPage = createRoute({
  tags: ['Campaigns'],
  method: 'get',
  path: '/unsubscribe/{token}',
  summary: "The visible link's page: a button that POSTs; a GET (a link scanner's) changes nothing",
  request: { params: TokenParam },
  responses: { 200: html('The confirmation page'), 404: html('Unknown link') },
});
const click = createRoute({
  tags: ['Campaigns'],
  method: 'get',
  path: '/r/{token}',
  summary: "A campaign link: counts the recipient's first click, then redirects to the signed address",
  request: { params: TokenParam },
  responses: { 302: { description: 'To the link' }, 404: { description: 'Unknown link' } },
});

/** The public ends of campaign emails, before the auth middleware. */
export function publicCampaignRoutes() {
  return router()
    .openapi(oneClick, async (c) => {
      const { token } = c.req.valid('param');
      const locale = pageLocale(c.req.header('accept-language'));
      const result = await unsubscribe(systemScopeOf(c.get('deps')), { token, via: 'one-click' });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
      if (!result.ok) return c.html(unsubscribePage(locale, 'invalid', ''), 404);
      return c.html(unsubscribePage(locale, 'done', ''), 200);
    })
    .openapi(confirmPage, async (c) => {
      const { token } = c.req.valid('param');
      const locale = pageLocale(c.req.header('accept-language'));
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
      if (!isUnsubscribeToken(systemScopeOf(c.get('deps')), token)) {
        return c.html(unsubscribePage(locale, 'invalid', ''), 404);
      }
      return c.html(unsubscribePage(locale, 'ask', c.req.path), 200);
    })
    .openapi(click, async (c) => {
      const url = await followClick(systemScopeOf(c.get('deps')), c.req.valid('param').token);
      if (!url) return c.json({ error: { code: 'not_found' as const, message: 'Unknown link' } }, 404);
      c.header('Cache-Control', 'no-store');
      return c.redirect(url, 302);
    });
}
