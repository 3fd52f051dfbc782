import { errorMessage } from '@carat/api-client';
import { type NotificationPreferences, useProfile, useUpdateNotifications } from '@carat/api-client/react';
import { Card, CardContent, CardHeader, CardTitle, Label, Skeleton, Switch, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const SWITCHES = ['orderUpdates', 'appointmentReminders', 'paymentAlerts', 'marketingEmails'] as const;

/** Four switches, saved as soon as one is flipped (and put back if the save fails). */
export function NotificationSettings() {
  const { t, locale } = useI18n();
  const profile = useProfile();
  const update = useUpdateNotifications();
  if (profile.isLoading) return <Skeleton className="h-64" />;
  if (!profile.data) return <p role="alert">{profile.error ? errorMessage(profile.error, locale) : null}</p>;
  const current = profile.data.notificationPreferences;
  const flip = async (key: keyof NotificationPreferences, value: boolean) => {
    try {
      await update.mutateAsync({ ...current, [key]: value });
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.tabs.notifications')}</CardTitle>
      </CardHeader>
      <CardContent className="grid max-w-xl gap-5">
        {SWITCHES.map((key) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={`notify-${key}`}>{t(`settings.notifications.${key}`)}</Label>
              <p className="text-sm text-muted-foreground">{t(`settings.notifications.${key}.hint`)}</p>
            </div>
            <Switch
              id={`notify-${key}`}
              checked={current[key]}
              disabled={update.isPending}
              onCheckedChange={(value) => flip(key, value)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
