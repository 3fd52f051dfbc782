import { errorMessage } from '@carat/api-client';
import { useProfile, useUpdateAppearance } from '@carat/api-client/react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Label,
  Skeleton,
  Switch,
  toast,
  useTheme,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

/** Dark mode and compact view: saved on the account (so every device gets them) and applied at once. */
export function AppearanceSettings() {
  const { t, locale } = useI18n();
  const profile = useProfile();
  const update = useUpdateAppearance();
  const { setTheme } = useTheme();
  if (profile.isLoading) return <Skeleton className="h-40" />;
  if (!profile.data) return <p role="alert">{profile.error ? errorMessage(profile.error, locale) : null}</p>;
  const current = profile.data.appearance;
  const change = async (key: 'darkMode' | 'compactView', value: boolean) => {
    if (key === 'darkMode') setTheme(value ? 'dark' : 'system');
    try {
      await update.mutateAsync({ ...current, [key]: value });
    } catch (error) {
      if (key === 'darkMode') setTheme(current.darkMode ? 'dark' : 'system');
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.tabs.appearance')}</CardTitle>
      </CardHeader>
      <CardContent className="grid max-w-xl gap-5">
        {(['darkMode', 'compactView'] as const).map((key) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={`appearance-${key}`}>{t(`settings.appearance.${key}`)}</Label>
              <p className="text-sm text-muted-foreground">{t(`settings.appearance.${key}.hint`)}</p>
            </div>
            <Switch
              id={`appearance-${key}`}
              checked={current[key]}
              onCheckedChange={(value) => change(key, value)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
