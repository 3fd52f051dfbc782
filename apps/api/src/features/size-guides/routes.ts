import { sizeGuideQuerySchema } from '@carat/validation/size-guides';
import { createRoute } from '@hono/zod-openapi';
import { sizeGuidePdf } from '#api/features/size-guides/size-guides.ts';
import { router, tenantErrors } from '#api/lib/openapi.ts';
import { pdfAnswer, pdfResponse } from '#api/lib/pdf/answer.ts';
import { requireTool } from '#api/middleware/plan.ts';

const pdf = createRoute({
  tags: ['Size guides'],
  security: [{ bearer: [] }],
  method: 'get',
  path: '/size-guides/pdf',
  summary:
    'A printable size guide (A4, true scale at 100 %): kind ring (system us|uk|eu|fr|ch|jp, from/to in that ' +
    "system's sizes, e.g. 7¼ or N½), bracelet (from/to: wrist in whole cm) or necklace (no range)",
  request: { query: sizeGuideQuerySchema() },
  responses: { 200: pdfResponse('The guide, as a PDF'), ...tenantErrors },
});

/** The Jewelry Size Guide Generator tool: behind the tool's plan check, as every tool's routes. */
export function sizeGuideRoutes() {
  const app = router();
  app.use('/size-guides/*', requireTool('size-guide-generator'));
  return app.openapi(pdf, async (c) => {
    const { bytes, fileName } = await sizeGuidePdf(c.get('scope'), c.req.valid('query'));
    return pdfAnswer(c, bytes, fileName);
  });
}
