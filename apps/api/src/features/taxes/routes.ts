import { TAX_RULES, taxRulesOf } from '@carat/domain/taxes';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';

const TaxRuleSchema = z
  .object({
    country: z.string(),
    region: z.string().nullable(),
    rounding: z.enum(['line', 'invoice']),
    components: z.array(
      z.object({
        code: z.string(),
        label: z.object({ fr: z.string(), en: z.string() }),
        rateBps: z.number(),
      }),
    ),
  })
  .meta({ id: 'TaxRule' });

const list = createRoute({
  tags: ['Account'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/tax-rules',
  summary: 'The sales taxes the product applies, by country and region (every country without ?country=)',
  request: {
    query: z.object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ items: z.array(TaxRuleSchema) }), 'The rules'),
    ...tenantErrors,
  },
});

/** `GET /v1/tax-rules?country=`: the rates as data, from @carat/domain/taxes. */
export function taxRuleRoutes() {
  return router().openapi(list, (c) => {
    const { country } = c.req.valid('query');
    const rules = country ? taxRulesOf(country) : TAX_RULES;
    return c.json({ items: rules.map((rule) => ({ ...rule, components: [...rule.components] })) }, 200);
  });
}
