import { can, type MemberRole } from '@carat/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useSearchParams } from 'react-router-dom';
import { CalendarSettings } from '#features/calendars/CalendarSettings.tsx';
import { IntegrationsSettings } from '#features/integrations/IntegrationsSettings.tsx';
import { MessagingSettings } from '#features/messaging/MessagingSettings.tsx';
import { CustodyLimitSettings } from '#features/repairs/CustodyLimitSettings.tsx';
import { AccessRefused } from '#features/team/AccessRefused.tsx';
import { SETTINGS_TAB_AREAS } from '#features/team/access.ts';
import { useRole } from '#features/team/useRole.ts';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { BillingSettings } from './BillingSettings.tsx';
import { BusinessSettings } from './BusinessSettings.tsx';
import { CategoriesSettings } from './CategoriesSettings.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { PaymentSettings } from './PaymentSettings.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';
import { ServicesSettings } from './ServicesSettings.tsx';
import { ShowroomSettingsPanel } from './ShowroomSettingsPanel.tsx';

/** The six tabs of the spec, 'Paiements', then Services and Showroom; the open one lives in the address (?tab=billing). */
const TABS = {
  profile: ProfileSettings,
  notifications: NotificationSettings,
  security: SecuritySettings,
  billing: BillingSettings,
  payments: PaymentSettings,
  business: BusinessTab,
  appearance: AppearanceSettings,
  services: ServicesSettings,
  // Settings → Catégories: the jeweller's own product categories (ADR 076).
  categories: CategoriesSettings,
  showroom: ShowroomSettingsPanel,
  // Settings → Agenda: the member's calendar feed and the imported busy times (ADR 068).
  calendar: CalendarSettings,
  // Settings → Messages: the SMS/WhatsApp provider and templates.
  messages: MessagingSettings,
  // Settings → API et webhooks (ADR 032).
  api: IntegrationsSettings,
} as const;
type Tab = keyof typeof TABS;

/** The business's details, then the counter's custody limit. */
function BusinessTab() {
  return (
    <div className="grid gap-6">
      <BusinessSettings />
      <CustodyLimitSettings />
    </div>
  );
}

/** Whether a role may open a tab (billing for owners; the business's own settings for owners and admins). */
const tabOpen = (role: MemberRole, tab: Tab) => {
  const area = SETTINGS_TAB_AREAS[tab];
  return area === undefined || can(role, area);
};

export function SettingsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const role = useRole() ?? 'staff';
  const requested = params.get('tab') ?? '';
  const tab: Tab = requested in TABS ? (requested as Tab) : 'profile';
  const tabs = (Object.keys(TABS) as Tab[]).filter((key) => tabOpen(role, key));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="font-display text-4xl">{t('settings.title')}</h1>
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        {/* One row that scrolls sideways: wrapped, the last tabs fell under the panel at 1280 px. */}
        <TabsList className="h-auto w-full max-w-full justify-start overflow-x-auto">
          {tabs.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`settings.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.entries(TABS) as [Tab, () => React.JSX.Element][]).map(([key, Panel]) => (
          <TabsContent key={key} value={key} className="pt-4">
            {tabOpen(role, key) ? <Panel /> : <AccessRefused />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
