import { errorMessage, unwrap } from '@carat/api-client';
import { useApi, useSubscription } from '@carat/api-client/react';
import { canUseTool, TOOLS, type ToolId } from '@carat/domain';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePrefetchPageAndData } from '#lib/prefetch.tsx';

/** Where each tool opens in the dashboard (under its base path), once its page exists. */
const TOOL_PAGES: Partial<Record<ToolId, string>> = {
  'custom-order-form': '/orders',
  'appointment-scheduler': '/appointments',
  'size-guide-generator': '/size-guides',
  'ai-marketing-studio': '/marketing',
  'ai-design-generator': '/design',
  'ai-chatbot': '/assistant',
};

/**
 * Each tool with 'Try Demo' when the plan includes it, else an 'Upgrade' badge and a disabled
 * 'Not Available'. Opening a tool asks the server first: the plan is enforced there, not here.
 */
export function ToolsGrid({
  pages,
  basePath = '/dashboard',
}: {
  pages: ReadonlySet<string>;
  basePath?: string;
}) {
  const { tier } = useSubscription();
  const { t, locale } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const prefetch = usePrefetchPageAndData({ queryClient: useQueryClient(), api: useApi() });
  const prefetchTool = (id: ToolId) => {
    if (TOOL_PAGES[id]) prefetch(`${basePath}${TOOL_PAGES[id]}`);
  };

  const open = async (id: ToolId) => {
    try {
      await unwrap(api.v1.tools[':toolId'].$get({ param: { toolId: id } }));
    } catch (error) {
      toast.error(t('payment.error.title'), { description: errorMessage(error, locale) });
      return;
    }
    const page = TOOL_PAGES[id] ? `${basePath}${TOOL_PAGES[id]}` : null;
    if (page && pages.has(page)) navigate(page);
    else toast(t('home.tools.soon'));
  };

  return (
    <section aria-labelledby="tools-title" className="grid gap-4">
      <h2 id="tools-title" className="font-display text-2xl">
        {t('home.tools.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOLS.map((tool) => {
          const available = canUseTool(tier, tool.id);
          return (
            <li key={tool.id}>
              <Card className="h-full" data-testid={`tool-${tool.id}`}>
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle className="text-lg">{tool.title[locale]}</CardTitle>
                    {available ? null : <Badge variant="outline">{t('home.tools.upgrade')}</Badge>}
                  </div>
                  <CardDescription>{tool.description[locale]}</CardDescription>
                </CardHeader>
                <CardContent>
                  {available ? (
                    <Button
                      variant="outline"
                      onClick={() => open(tool.id)}
                      onMouseEnter={() => prefetchTool(tool.id)}
                      onFocus={() => prefetchTool(tool.id)}
                    >
                      {t('home.tools.tryDemo')}
                    </Button>
                  ) : (
                    <Button variant="outline" disabled>
                      {t('home.tools.notAvailable')}
                    </Button>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
