import { errorMessage } from '@carat/api-client';
import { useLeaveBusiness, useMe, useMyBusinesses } from '@carat/api-client/react';
import {
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '#components/ConfirmDeleteDialog.tsx';
import { chooseBusiness, chosenBusiness } from '#lib/business-choice.ts';

/**
 * For a user in several businesses: which one the dashboard acts for. The choice is remembered in this
 * browser and sent with every request; switching reloads every read for the new business. A member who
 * is not the owner may also leave the business from here.
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
  const leave = useLeaveBusiness();
  const [leaving, setLeaving] = useState(false);
  const { locale } = useI18n();

  const onLeave = async () => {
    try {
      await leave.mutateAsync();
      setLeaving(false);
      chooseBusiness(null);
      queryClient.clear();
      navigate('/dashboard');
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };

  // A remembered business the user has left (or was removed from): forget it, act for the default one.
  useEffect(() => {
    if (remembered && mine.data && !businesses.some((b) => b.id === remembered)) {
      chooseBusiness(null);
      void queryClient.resetQueries();
    }
  }, [remembered, mine.data, businesses, queryClient]);

  const current = me.data?.business.id ?? '';
  const role = me.data?.role;
  const leaveButton =
    role && role !== 'owner' ? (
      <>
        <Button
          variant="ghost"
          size="sm"
          className="justify-start px-2 text-xs"
          onClick={() => setLeaving(true)}
        >
          {t('team.leave')}
        </Button>
        <ConfirmDeleteDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={t('team.leave')}
          description={t('team.leave.confirm')}
          cancelLabel={t('team.cancel')}
          confirmLabel={t('team.confirm')}
          pending={leave.isPending}
          onConfirm={() => void onLeave()}
        />
      </>
    ) : null;
  if (businesses.length < 2) return leaveButton ? <div className="grid px-2">{leaveButton}</div> : null;
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
      {leaveButton}
    </div>
  );
}
