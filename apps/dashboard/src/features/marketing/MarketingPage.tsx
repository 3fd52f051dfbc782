import { Tabs, TabsContent, TabsList, TabsTrigger } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { AutomationsPanel } from './AutomationsPanel.tsx';
import { CampaignCalendar } from './CampaignCalendar.tsx';
import { CampaignsPanel } from './CampaignsPanel.tsx';
import { PostsStudio } from './PostsStudio.tsx';

export { marketingMessages } from './messages.ts';

/** The AI marketing studio: posts and visuals, email campaigns, automations, and the month's calendar. */
export function MarketingPage() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <header className="max-w-2xl">
        <h1 className="font-display text-4xl">{t('marketing.title')}</h1>
        <p className="text-muted-foreground">{t('marketing.subtitle')}</p>
      </header>
      <Tabs defaultValue="posts" className="grid gap-4">
        <TabsList className="w-fit max-w-full overflow-x-auto">
          <TabsTrigger value="posts">{t('marketing.tab.posts')}</TabsTrigger>
          <TabsTrigger value="campaigns">{t('marketing.tab.campaigns')}</TabsTrigger>
          <TabsTrigger value="automations">{t('marketing.tab.automations')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('marketing.tab.calendar')}</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostsStudio />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsPanel />
        </TabsContent>
        <TabsContent value="automations">
          <AutomationsPanel />
        </TabsContent>
        <TabsContent value="calendar">
          <CampaignCalendar />
        </TabsContent>
      </Tabs>
    </div>
  );
}
