import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** A key or a signing secret, shown once: copy it, then close (it is never shown again). */
export function SecretDialog({
  title,
  hint,
  secret,
  onClose,
}: {
  title: string;
  hint: string;
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{hint}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Input
            readOnly
            value={secret ?? ''}
            aria-label={title}
            className="font-mono text-xs"
            data-testid="shown-secret"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={copy}>
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? t('integrations.copied') : t('integrations.copy')}
          </Button>
        </div>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            {t('integrations.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
