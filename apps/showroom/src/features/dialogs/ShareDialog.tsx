import { COPIED_STATE_MS } from '@carat/domain/delays';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PanelProps } from './types.ts';

/** Share links as the spec lists them: WhatsApp, Twitter and Facebook share addresses, Instagram's home. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

export default function ShareDialog({ open, onOpenChange, title }: PanelProps & { title: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = window.location.href.split('#')[0]!;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
      document.getElementById('share-url')?.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('share.title')}</DialogTitle>
          <DialogDescription>{t('share.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2">
          {shareLinks(url, title).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-11 items-center justify-center rounded-md border border-border text-sm font-medium hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <label htmlFor="share-url" className="sr-only">
            {t('share.linkLabel')}
          </label>
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm"
          />
          <Button onClick={() => void copy()} aria-live="polite">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
