import { ApiError, errorMessage } from '@carat/api-client';
import {
  type AppointmentCreate,
  useAppointmentServices,
  useCreateAppointment,
} from '@carat/api-client/react';
import { APPOINTMENT_TYPE_IDS } from '@carat/domain/appointments';
import { Checkbox, FormField, Input, Label, Textarea, toast } from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { appointmentInputSchema } from '@carat/validation/appointments';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  ClientChoice,
  type ClientChoiceValues,
  clientBody,
  clientFieldOf,
} from '#components/ClientChoice.tsx';
import { FormDialog } from '#components/FormDialog.tsx';
import { SelectField } from '#components/SelectField.tsx';
import { formatDate } from '#lib/format.ts';
import { schemaResolver } from '#lib/schemaResolver.ts';
import { FreeSlots } from './FreeSlots.tsx';
import { useTypeTitle } from './labels.ts';

interface FormValues extends ClientChoiceValues {
  /** A service key: one of the spec's four or one of the business's own. */
  type: string;
  date: string;
  time: string;
  message: string;
  notifyClient: boolean;
}

const emptyValues = (date: string): FormValues => ({
  type: 'store',
  date,
  time: '',
  clientMode: 'existing',
  clientId: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  message: '',
  notifyClient: true,
});

/** The form's values as the API takes them: a client picked from the book, or one written here. */
function toBody(values: FormValues, locale: Locale): AppointmentCreate {
  const { clientMode, clientId, clientName, clientEmail, clientPhone, ...appointment } = values;
  return { ...appointment, locale, ...clientBody(values) };
}

/** The schema's paths, as the form names its fields. */
const fieldOf = (path: string): keyof FormValues => clientFieldOf(path) ?? (path as keyof FormValues);

/** Validates with the API's own schema, in the reader's language. */
const appointmentResolver = (locale: Locale) =>
  schemaResolver(appointmentInputSchema(locale), (values: FormValues) => toBody(values, locale), fieldOf);

/**
 * 'Nouveau RDV': a type, a date, a start time (a free slot, or any free time typed in), and a client from
 * the book or written here. A time taken meanwhile answers 409 slot_taken: the form stays as it is, with
 * the message under the time.
 */
export function NewAppointmentDialog({
  open,
  today,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  today: string;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const titleOf = useTypeTitle();
  const services = useAppointmentServices();
  const create = useCreateAppointment();
  const form = useForm<FormValues>({
    resolver: appointmentResolver(locale),
    defaultValues: emptyValues(today),
  });
  const errors = form.formState.errors;
  const [type, date, time] = form.watch(['type', 'date', 'time']);
  const notifyId = useId();

  useEffect(() => {
    if (open) form.reset(emptyValues(today));
  }, [open, today, form]);

  const revalidate = { shouldValidate: form.formState.isSubmitted };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const appointment = await create.mutateAsync(toBody(values, locale));
      toast.success(
        t('appointments.created', { date: formatDate(appointment.date, locale), time: appointment.time }),
        values.notifyClient ? { description: t('appointments.clientTold') } : undefined,
      );
      onCreated(appointment.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken') {
        form.setError('time', { message: t('appointments.slotTaken') }, { shouldFocus: true });
        toast.error(t('appointments.slotTakenTitle'), { description: t('appointments.slotTaken') });
      } else if (error instanceof ApiError && Object.keys(error.fields).length) {
        for (const [path, message] of Object.entries(error.fields)) form.setError(fieldOf(path), { message });
      } else {
        toast.error(t('appointments.saveFailed'), { description: errorMessage(error, locale) });
      }
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('appointments.form.title')}
      description={t('appointments.form.description')}
      formId="new-appointment-form"
      cancelLabel={t('appointments.form.cancel')}
      submitLabel={t('appointments.form.save')}
      submitting={create.isPending}
      contentClassName="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" id="new-appointment-form">
        <SelectField
          control={form.control}
          name="type"
          label={t('appointments.form.type')}
          error={errors.type?.message}
          required
          options={(services.data?.items ?? APPOINTMENT_TYPE_IDS.map((type) => ({ type, enabled: true })))
            // The business's services in its order, those it offers (ADR 084); the spec's four until loaded.
            .filter((service) => service.enabled)
            .map((service) => ({ value: service.type, label: titleOf(service.type) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('appointments.form.date')} error={errors.date?.message} required>
            <Input type="date" min={today} {...form.register('date')} />
          </FormField>
          <FormField
            label={t('appointments.form.time')}
            error={errors.time?.message}
            hint={t('appointments.form.timeHint')}
            required
          >
            <Input type="time" step={300} {...form.register('time')} />
          </FormField>
        </div>
        <FreeSlots
          type={type}
          date={date}
          value={time}
          onPick={(slot) => form.setValue('time', slot, revalidate)}
        />

        <ClientChoice form={form} messages="appointments.form" emailRequired />

        <FormField label={t('appointments.form.message')} error={errors.message?.message}>
          <Textarea rows={3} {...form.register('message')} />
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="notifyClient"
            render={({ field }) => (
              <Checkbox
                id={notifyId}
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
            )}
          />
          <Label htmlFor={notifyId}>{t('appointments.form.notify')}</Label>
        </div>
      </form>
    </FormDialog>
  );
}
