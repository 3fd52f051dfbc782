import { canUseTool, minimumTierFor, TOOL_IDS, TOOLS, type ToolId } from '@carat/domain';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonResponse, router, tenantErrors } from '#api/lib/openapi.ts';
import { requireTool } from '#api/middleware/plan.ts';

const ToolSchema = z
  .object({
    id: z.enum(TOOL_IDS),
    title: z.object({ fr: z.string(), en: z.string() }),
    description: z.object({ fr: z.string(), en: z.string() }),
    available: z.boolean(),
    requiredPlan: z.enum(['CZ', 'SILVER', 'MOISSANITE', 'DIAMOND']),
  })
  .meta({ id: 'Tool' });

const list = createRoute({
  tags: ['Tools'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/tools',
  summary: 'The tools, each with whether the business plan includes it',
  responses: {
    200: jsonResponse(z.object({ plan: z.string(), tools: z.array(ToolSchema) }), 'The tools'),
    ...tenantErrors,
  },
});

const open = createRoute({
  tags: ['Tools'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/tools/{toolId}',
  summary: "Open a tool: answers 403 plan_required when the business's plan does not include it",
  request: { params: z.object({ toolId: z.enum(TOOL_IDS) }) },
  responses: { 200: jsonResponse(ToolSchema, 'The tool'), ...tenantErrors },
});

const describe = (id: ToolId, plan: Parameters<typeof canUseTool>[0]) => {
  const tool = TOOLS.find((t) => t.id === id)!;
  return { ...tool, available: canUseTool(plan, id), requiredPlan: minimumTierFor(id) };
};

/** The tools grid's data, and the server-side gate every tool's own routes sit behind. */
export function toolRoutes() {
  const app = router();
  for (const id of TOOL_IDS) app.use(`/tools/${id}`, requireTool(id)).use(`/tools/${id}/*`, requireTool(id));
  return app
    .openapi(list, (c) => {
      const { plan } = c.get('scope');
      return c.json({ plan, tools: TOOL_IDS.map((id) => describe(id, plan)) }, 200);
    })
    .openapi(open, (c) => c.json(describe(c.req.valid('param').toolId, c.get('scope').plan), 200));
}
