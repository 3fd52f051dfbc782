import { mailtoHref, telHref } from '@carat/domain/showroom-blocks';
import { useI18n } from '@carat/ui/i18n';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

const link =
  'inline-block py-1 font-medium text-gold-text underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-1.5 text-gold-text">
        {icon}
      </span>
      <span className="sr-only">{label} : </span>
      {children}
    </p>
  );
}

/** A contact block: the email and phone as links (mailto:, tel:), the address as written. */
export function ContactBlock({
  id,
  email,
  phone,
  address,
}: {
  id: string;
  email: string;
  phone: string;
  address: string;
}) {
  const { t } = useI18n();
  const mailto = mailtoHref(email);
  const tel = telHref(phone);
  return (
    <section aria-labelledby={`block-${id}-title`} className="px-4">
      <h2 id={`block-${id}-title`} className="mb-4 font-display text-2xl">
        {t('blocks.contact')}
      </h2>
      <address className="grid gap-2 rounded-lg border border-border bg-card p-4 not-italic text-card-foreground">
        {email.trim() ? (
          <Line icon={<Mail className="size-4" />} label={t('blocks.email')}>
            {mailto ? (
              <a href={mailto} className={link}>
                {email.trim()}
              </a>
            ) : (
              <span className="py-1">{email.trim()}</span>
            )}
          </Line>
        ) : null}
        {phone.trim() ? (
          <Line icon={<Phone className="size-4" />} label={t('blocks.phone')}>
            {tel ? (
              <a href={tel} className={link}>
                {phone.trim()}
              </a>
            ) : (
              <span className="py-1">{phone.trim()}</span>
            )}
          </Line>
        ) : null}
        {address.trim() ? (
          <Line icon={<MapPin className="size-4" />} label={t('blocks.address')}>
            <span className="whitespace-pre-line py-1">{address.trim()}</span>
          </Line>
        ) : null}
      </address>
    </section>
  );
}
