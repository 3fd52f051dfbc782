import { Button, EmptyState } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router-dom';

/** What a page shows to a member whose role does not open it (reached by its address). */
export function AccessRefused() {
  const { t } = useI18n();
  return (
    <div role="alert">
      <EmptyState
        icon={<ShieldOff />}
        headingLevel={2}
        title={t('access.refused.title')}
        description={t('access.refused.body')}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('access.refused.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}
