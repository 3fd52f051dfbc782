import { useMe } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { IntakeForm } from './IntakeForm.tsx';

/** 'Nouvelle prise en charge': the intake form on a page of its own (a phone at the counter holds it). */
export function RepairIntakePage() {
  const { t } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        to={`${base}/repairs`}
        className="flex items-center gap-2 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('repairs.form.back')}
      </Link>
      <PageHeader title={t('repairs.form.title')} subtitle={t('repairs.form.description')} />
      <IntakeForm
        currency={currency}
        onCreated={(repair) => navigate(`${base}/repairs/${repair.id}`)}
        onCancel={() => navigate(`${base}/repairs`)}
      />
    </div>
  );
}
