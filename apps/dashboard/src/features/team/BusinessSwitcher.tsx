import { useMe, useMyBusinesses } from '@carat/api-client/react';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { chooseBusiness, chosenBusiness } from '#lib/business-choice.ts';

/**
 * For a user in several businesses: which one the dashboard acts for. The choice is remembered in this
 * browser and sent with every request; switching reloads every read for the new business.
 */
export function BusinessSwitcher() {
  const { t } = useI18n();
  const id = useId();
  const me = useMe();
  const mine = useMyBusinesses();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const businesses = mine.data?.businesses ?? [];
  const remembered = chosenBusiness();

  // A remembered business the user has left (or was removed from): forget it, act for the default one.
  useEffect(() => {
    if (remembered && mine.data && !businesses.some((b) => b.id === remembered)) {
      chooseBusiness(null);
      void queryClient.resetQueries();
    }
  }, [remembered, mine.data, businesses, queryClient]);

  if (businesses.length < 2) return null;
  const current = me.data?.business.id ?? '';
  const onChange = (next: string) => {
    chooseBusiness(next);
    // Every cached answer was for the previous business.
    queryClient.clear();
    navigate('/dashboard');
    const name = businesses.find((b) => b.id === next)?.name ?? '';
    toast.success(t('switcher.switched', { name }));
  };
  return (
    <div className="grid gap-1 px-2">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {t('switcher.label')}
      </Label>
      <Select value={current} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-9">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {businesses.map((b) => (
            <SelectItem key={b.id} value={b.id}>
              {b.name} · {t(`team.role.${b.role}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
