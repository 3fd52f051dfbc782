import { Tabs, TabsContent, TabsList, TabsTrigger } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { UseFormReturn } from 'react-hook-form';
import { ClientPicker } from './ClientPicker.tsx';
import { NewClientFields } from './NewClientFields.tsx';

/** The fields of a form whose client is picked from the book or written in it (an order, an appointment). */
export interface ClientChoiceValues {
  clientMode: 'existing' | 'new';
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
}

/** The client as the API takes it: the one picked (by id), or the one written, created with the form. */
export function clientBody({
  clientMode,
  clientId,
  clientName,
  clientEmail,
  clientPhone,
}: ClientChoiceValues) {
  return clientMode === 'existing'
    ? { clientId: clientId || undefined }
    : { client: { name: clientName, email: clientEmail, phone: clientPhone } };
}

const CLIENT_FIELD_OF: Record<string, keyof ClientChoiceValues> = {
  'client.name': 'clientName',
  'client.email': 'clientEmail',
  'client.phone': 'clientPhone',
};

/** The form's field for a schema path of the client (`client.name` → `clientName`), else null. */
export const clientFieldOf = (path: string): keyof ClientChoiceValues | null => CLIENT_FIELD_OF[path] ?? null;

/**
 * The client of an order or an appointment: two tabs, 'existing' (a search of the book and its matches) and
 * 'new' (name, email, phone). Texts are the form's own, under `messages`: `.client`, `.clientExisting`,
 * `.clientNew`, `.clientSearch`, `.clientPick`, `.clientNone`, `.clientName`, `.clientEmail`, `.clientPhone`.
 */
export function ClientChoice<T extends ClientChoiceValues>({
  form: typedForm,
  messages,
  emailRequired = false,
}: {
  form: UseFormReturn<T>;
  messages: 'orders.form' | 'appointments.form' | 'repairs.form';
  emailRequired?: boolean;
}) {
  const { t } = useI18n();
  // The component reads and writes only the client's fields, which every form it serves has.
  const form = typedForm as unknown as UseFormReturn<ClientChoiceValues>;
  const errors = form.formState.errors;
  const [clientMode, clientId] = form.watch(['clientMode', 'clientId']);
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t(`${messages}.client`)}</legend>
      <Tabs
        value={clientMode}
        onValueChange={(value) => form.setValue('clientMode', value as ClientChoiceValues['clientMode'])}
      >
        <TabsList>
          <TabsTrigger value="existing">{t(`${messages}.clientExisting`)}</TabsTrigger>
          <TabsTrigger value="new">{t(`${messages}.clientNew`)}</TabsTrigger>
        </TabsList>
        <TabsContent value="existing">
          <ClientPicker
            value={clientId}
            onChange={(client) => form.setValue('clientId', client.id, revalidate)}
            error={clientMode === 'existing' ? errors.clientId?.message : undefined}
            labels={{
              search: t(`${messages}.clientSearch`),
              pick: t(`${messages}.clientPick`),
              none: t(`${messages}.clientNone`),
            }}
          />
        </TabsContent>
        <TabsContent value="new" className="grid gap-3 sm:grid-cols-3">
          <NewClientFields
            name={form.register('clientName')}
            email={form.register('clientEmail')}
            phone={form.register('clientPhone')}
            errors={errors}
            labels={{
              name: t(`${messages}.clientName`),
              email: t(`${messages}.clientEmail`),
              phone: t(`${messages}.clientPhone`),
            }}
            emailRequired={emailRequired}
          />
          {errors.clientId && clientMode === 'new' ? (
            <p className="text-sm font-medium text-destructive sm:col-span-3">{errors.clientId.message}</p>
          ) : null}
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}
