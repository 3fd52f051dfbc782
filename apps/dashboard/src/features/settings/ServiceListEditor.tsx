import { ApiError, errorMessage } from '@carat/api-client';
import {
  type AppointmentServiceSetting,
  useCreateAppointmentService,
  useDeleteAppointmentService,
  useReorderAppointmentServices,
  useUpdateAppointmentService,
} from '@carat/api-client/react';
import { Button, FormField, Input, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * The business's services as a list (ADR 084): rename one (FR/EN), move it up or down (buttons or
 * Alt+arrows), delete one of its own, add one. Showing or hiding is each card's 'Proposé' switch.
 */
export function ServiceListEditor({ services }: { services: readonly AppointmentServiceSetting[] }) {
  const { t, locale } = useI18n();
  const reorder = useReorderAppointmentServices();
  const move = async (from: number, to: number) => {
    if (to < 0 || to >= services.length) return;
    const keys = services.map((s) => s.type);
    const [moved] = keys.splice(from, 1);
    keys.splice(to, 0, moved!);
    try {
      await reorder.mutateAsync(keys);
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <section className="grid gap-3" aria-labelledby="services-list-title">
      <h3 id="services-list-title" className="font-semibold">
        {t('settings.services.listTitle')}
      </h3>
      <ol className="grid gap-2">
        {services.map((service, index) => (
          <ServiceLine
            key={service.type}
            service={service}
            onMove={(to) => void move(index, to)}
            index={index}
            last={index === services.length - 1}
          />
        ))}
      </ol>
      <AddService />
    </section>
  );
}

function ServiceLine({
  service,
  index,
  last,
  onMove,
}: {
  service: AppointmentServiceSetting;
  index: number;
  last: boolean;
  onMove: (to: number) => void;
}) {
  const { t, locale } = useI18n();
  const update = useUpdateAppointmentService();
  const remove = useDeleteAppointmentService();
  const [nameFr, setNameFr] = useState(service.name.fr);
  const [nameEn, setNameEn] = useState(service.name.en);
  useEffect(() => {
    setNameFr(service.name.fr);
    setNameEn(service.name.en);
  }, [service.name.fr, service.name.en]);
  const label = service.name[locale];
  const renamed = nameFr !== service.name.fr || nameEn !== service.name.en;
  const rename = async () => {
    try {
      await update.mutateAsync({ key: service.type, change: { nameFr, nameEn } });
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const del = async () => {
    try {
      await remove.mutateAsync(service.type);
      toast.success(t('settings.services.deleted', { name: label }));
    } catch (error) {
      // Appointments name it: the API says so; hiding it is the way.
      const inUse = error instanceof ApiError && error.code === 'service_in_use';
      toast.error(inUse ? t('settings.services.inUse') : t('settings.saveFailed'), {
        description: errorMessage(error, locale),
      });
    }
  };
  return (
    <li
      className="flex flex-wrap items-end gap-2 rounded-md border p-3"
      data-testid={`service-line-${service.type}`}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        onMove(event.key === 'ArrowUp' ? index - 1 : index + 1);
      }}
    >
      <FormField label={t('settings.services.nameFr')}>
        <Input value={nameFr} onChange={(e) => setNameFr(e.target.value)} />
      </FormField>
      <FormField label={t('settings.services.nameEn')}>
        <Input value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      </FormField>
      {renamed ? (
        <Button type="button" variant="outline" onClick={() => void rename()} loading={update.isPending}>
          {t('settings.services.rename')}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('settings.services.moveUp', { name: label })}
        aria-keyshortcuts="Alt+ArrowUp"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('settings.services.moveDown', { name: label })}
        aria-keyshortcuts="Alt+ArrowDown"
        disabled={last}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      {service.custom ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('settings.services.delete', { name: label })}
          onClick={() => void del()}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
      <span className="text-xs text-muted-foreground">{service.type}</span>
    </li>
  );
}

function AddService() {
  const { t, locale } = useI18n();
  const create = useCreateAppointmentService();
  const [nameFr, setNameFr] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      // A new service starts at 30 minutes, priced on request; its card below sets the rest.
      await create.mutateAsync({
        nameFr,
        nameEn,
        minDurationMinutes: 30,
        maxDurationMinutes: 30,
        minPriceMinor: 0,
        maxPriceMinor: 0,
      });
      setNameFr('');
      setNameEn('');
      setErrors({});
      toast.success(t('settings.services.added'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  return (
    <form
      onSubmit={add}
      noValidate
      className="flex flex-wrap items-end gap-2"
      aria-label={t('settings.services.add')}
    >
      <FormField label={t('settings.services.newNameFr')} error={errors.nameFr} required>
        <Input value={nameFr} onChange={(e) => setNameFr(e.target.value)} />
      </FormField>
      <FormField label={t('settings.services.newNameEn')} error={errors.nameEn ?? errors.key} required>
        <Input value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      </FormField>
      <Button type="submit" loading={create.isPending}>
        {t('settings.services.add')}
      </Button>
    </form>
  );
}
