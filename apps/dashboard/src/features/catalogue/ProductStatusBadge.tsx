import type { ProductStatus } from '@carat/domain/showroom';
import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const variants = { published: 'success', draft: 'warning', archived: 'outline' } as const;

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={variants[status]} data-status={status}>
      {t(`catalogue.status.${status}`)}
    </Badge>
  );
}
