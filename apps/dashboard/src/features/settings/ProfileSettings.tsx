import { ApiError, errorMessage } from '@carat/api-client';
import { useProfile, useSession, useUpdateProfile } from '@carat/api-client/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Skeleton,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { profileSchema } from '@carat/validation/settings';
import { useEffect, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useClearingForm } from '#features/auth/useClearingForm.ts';

interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
}

/** First name, last name, email, phone, 'Save Changes'. The email changes through the auth provider (a confirmation link). */
export function ProfileSettings() {
  const { t, locale } = useI18n();
  const { client, session } = useSession();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const { form, field } = useClearingForm<ProfileForm>(profileSchema(locale), {
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  useEffect(() => {
    if (!profile.data) return;
    form.reset({
      firstName: profile.data.firstName ?? '',
      lastName: profile.data.lastName ?? '',
      phone: profile.data.phone ?? '',
    });
    setEmail(session?.user.email ?? profile.data.email ?? '');
  }, [profile.data, session?.user.email, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      const current = session?.user.email ?? '';
      if (email.trim() && email.trim().toLowerCase() !== current.toLowerCase()) {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
          setEmailError(t('settings.profile.emailInvalid'));
          return;
        }
        const { error } = await client.auth.updateUser({ email: email.trim() });
        if (error) {
          setEmailError(error.message);
          return;
        }
        toast.info(t('settings.profile.emailPending', { email: email.trim() }));
      }
      toast.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as FieldPath<ProfileForm>, { message });
        if (!Object.keys(error.fields).length)
          toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
      }
    }
  });

  if (profile.isLoading) return <Skeleton className="h-72" />;
  if (profile.error) return <p role="alert">{errorMessage(profile.error, locale)}</p>;
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.tabs.profile')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
          <FormField label={t('settings.profile.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...field('firstName')} />
          </FormField>
          <FormField label={t('settings.profile.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...field('lastName')} />
          </FormField>
          <FormField
            label={t('settings.profile.email')}
            error={emailError ?? undefined}
            hint={t('settings.profile.emailHint')}
          >
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
            />
          </FormField>
          <FormField label={t('settings.profile.phone')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </FormField>
          <Button type="submit" loading={update.isPending} className="justify-self-start sm:col-span-2">
            {t('settings.saveChanges')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
