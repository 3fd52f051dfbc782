import { useShowroomGiftCards } from '@carat/api-client/react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Link } from 'react-router-dom';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import type { PanelProps } from './types.ts';

/**
 * The side menu: anchors to the home page's Shop Info, Services and Collection, and the gift card page
 * when the jeweller sells cards online (ADR 089).
 */
export default function MenuSheet({ open, onOpenChange }: PanelProps) {
  const { t } = useI18n();
  const { slug, paths } = useShowroomScope();
  const giftCards = useShowroomGiftCards(slug);
  const anchors = [
    ['shop-info', t('home.shopInfo')],
    ['services', t('home.services')],
    ['collection', t('home.collection')],
  ] as const;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{t('shell.menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('shell.nav')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('shell.menuTitle')}>
          <ul className="grid gap-1">
            {anchors.map(([id, label]) => (
              <li key={id}>
                <Link
                  to={`${paths.home}#${id}`}
                  onClick={() => {
                    onOpenChange(false);
                    // Same page: scroll ourselves (the router does not for a hash change alone).
                    requestAnimationFrame(() =>
                      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }),
                    );
                  }}
                  className="block rounded-md px-3 py-3 font-display text-xl hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {label}
                </Link>
              </li>
            ))}
            {giftCards.isSuccess ? (
              <li>
                <Link
                  to={paths.giftCard}
                  onClick={() => onOpenChange(false)}
                  className="block rounded-md px-3 py-3 font-display text-xl hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  data-testid="menu-gift-card"
                >
                  {t('gift.menu')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
