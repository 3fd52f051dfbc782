import { ApiError, errorMessage } from '@carat/api-client';
import { type AppointmentCreate, useCreateAppointment } from '@carat/api-client/react';
import { APPOINTMENT_TYPE_IDS, type AppointmentTypeId } from '@carat/domain/appointments';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { appointmentInputSchema } from '@carat/validation/appointments';
import { fieldErrors } from '@carat/validation/field-errors';
import { useEffect, useId } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ClientPicker } from '#components/ClientPicker.tsx';
import { formatDate } from '#lib/format.ts';
import { FreeSlots } from './FreeSlots.tsx';
import { typeTitle } from './labels.ts';

interface FormValues {
  type: AppointmentTypeId;
  date: string;
  time: string;
  clientMode: 'existing' | 'new';
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
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
function toBody(values: FormValues, locale: 'fr' | 'en'): AppointmentCreate {
  const { clientMode, clientId, clientName, clientEmail, clientPhone, ...appointment } = values;
  return {
    ...appointment,
    locale,
    ...(clientMode === 'existing'
      ? { clientId: clientId || undefined }
      : { client: { name: clientName, email: clientEmail, phone: clientPhone } }),
  };
}

/** The schema's paths, as the form names its fields. */
const FIELD_OF: Record<string, keyof FormValues> = {
  'client.name': 'clientName',
  'client.email': 'clientEmail',
  'client.phone': 'clientPhone',
};
const fieldOf = (path: string): keyof FormValues => FIELD_OF[path] ?? (path as keyof FormValues);

/** Validates with the API's own schema, in the reader's language. */
function appointmentResolver(locale: 'fr' | 'en'): Resolver<FormValues> {
  return async (values) => {
    const result = appointmentInputSchema(locale).safeParse(toBody(values, locale));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      const field = fieldOf(path);
      if (!errors[field]) (errors as Record<string, unknown>)[field] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}

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
  const create = useCreateAppointment();
  const form = useForm<FormValues>({
    resolver: appointmentResolver(locale),
    defaultValues: emptyValues(today),
  });
  const errors = form.formState.errors;
  const [type, date, time, clientMode, clientId] = form.watch([
    'type',
    'date',
    'time',
    'clientMode',
    'clientId',
  ]);
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('appointments.form.title')}</DialogTitle>
          <DialogDescription>{t('appointments.form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" id="new-appointment-form">
          <FormField label={t('appointments.form.type')} error={errors.type?.message} required>
            {(control) => (
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {APPOINTMENT_TYPE_IDS.map((id) => (
                        <SelectItem key={id} value={id}>
                          {typeTitle(id, locale)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
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

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('appointments.form.client')}</legend>
            <Tabs
              value={clientMode}
              onValueChange={(value) => form.setValue('clientMode', value as FormValues['clientMode'])}
            >
              <TabsList>
                <TabsTrigger value="existing">{t('appointments.form.clientExisting')}</TabsTrigger>
                <TabsTrigger value="new">{t('appointments.form.clientNew')}</TabsTrigger>
              </TabsList>
              <TabsContent value="existing">
                <ClientPicker
                  value={clientId}
                  onChange={(client) => form.setValue('clientId', client.id, revalidate)}
                  error={clientMode === 'existing' ? errors.clientId?.message : undefined}
                  labels={{
                    search: t('appointments.form.clientSearch'),
                    pick: t('appointments.form.clientPick'),
                    none: t('appointments.form.clientNone'),
                  }}
                />
              </TabsContent>
              <TabsContent value="new" className="grid gap-3 sm:grid-cols-3">
                <FormField
                  label={t('appointments.form.clientName')}
                  error={errors.clientName?.message}
                  required
                >
                  <Input autoComplete="off" {...form.register('clientName')} />
                </FormField>
                <FormField
                  label={t('appointments.form.clientEmail')}
                  error={errors.clientEmail?.message}
                  required
                >
                  <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
                </FormField>
                <FormField label={t('appointments.form.clientPhone')} error={errors.clientPhone?.message}>
                  <Input type="tel" autoComplete="off" {...form.register('clientPhone')} />
                </FormField>
                {errors.clientId && clientMode === 'new' ? (
                  <p className="text-sm font-medium text-destructive sm:col-span-3">
                    {errors.clientId.message}
                  </p>
                ) : null}
              </TabsContent>
            </Tabs>
          </fieldset>

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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('appointments.form.cancel')}
          </Button>
          <Button type="submit" form="new-appointment-form" loading={create.isPending}>
            {t('appointments.form.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
