import { errorMessage } from '@carat/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';

export interface SettingsFormCardProps {
  title: string;
  /** The form's layout classes (its fields' grid). */
  formClassName?: string;
  /**
   * Checks the fields and saves them; `false` when a field is wrong (the field shows why, nothing is sent, no
   * toast). A thrown error is the API's, shown in the failure toast.
   */
  save: () => Promise<unknown> | false;
  savedText: string;
  failedText: string;
  submitLabel: string;
  saving: boolean;
  /** Read-only for a member who may not change it: no button. */
  editable?: boolean;
  /** While the saved values load. */
  loading?: boolean;
  'data-testid'?: string;
  children: ReactNode;
}

/** A settings card: a title, its fields, one save button, and the saved/failed toasts. */
export function SettingsFormCard({
  title,
  formClassName = 'grid gap-4',
  save,
  savedText,
  failedText,
  submitLabel,
  saving,
  editable = true,
  loading = false,
  children,
  ...rest
}: SettingsFormCardProps) {
  const { locale } = useI18n();
  const submit = async () => {
    const saved = save();
    if (saved === false) return;
    try {
      await saved;
      toast.success(savedText);
    } catch (error) {
      toast.error(failedText, { description: errorMessage(error, locale) });
    }
  };
  return (
    <Card data-testid={rest['data-testid']}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className={formClassName}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {children}
          {editable ? (
            <Button type="submit" className="justify-self-start" loading={saving} disabled={loading}>
              {submitLabel}
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
