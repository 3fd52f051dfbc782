import type { RepairStage } from '@carat/api-client/react';
import { Badge } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { REPAIR_STAGES } from '@carat/validation/repairs';

const isStage = (stage: string): stage is RepairStage => (REPAIR_STAGES as readonly string[]).includes(stage);

/** A job's stage, in words. */
export function StageBadge({ stage }: { stage: string }) {
  const { t } = useI18n();
  const variant = stage === 'ready' ? 'success' : stage === 'collected' ? 'outline' : 'secondary';
  return <Badge variant={variant}>{isStage(stage) ? t(`repairs.stage.${stage}`) : stage}</Badge>;
}
