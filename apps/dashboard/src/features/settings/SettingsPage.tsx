import { Tabs, TabsContent, TabsList, TabsTrigger } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useSearchParams } from 'react-router-dom';
import { BillingSettings } from './BillingSettings.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';

const TABS = ['security', 'billing'] as const;
type Tab = (typeof TABS)[number];

export function SettingsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'security';
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-4xl">{t('settings.title')}</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="security">{t('settings.tabs.security')}</TabsTrigger>
          <TabsTrigger value="billing">{t('settings.tabs.billing')}</TabsTrigger>
        </TabsList>
        <TabsContent value="security" className="pt-4">
          <SecuritySettings />
        </TabsContent>
        <TabsContent value="billing" className="pt-4">
          <BillingSettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}
