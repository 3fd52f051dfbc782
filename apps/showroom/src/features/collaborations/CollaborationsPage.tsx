import { useCollaborations, useShowroom } from '@carat/api-client/react';
import { buttonVariants } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Empty } from '#features/layout/Empty.tsx';
import { PageError, PageSkeleton } from '#features/layout/PageState.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

/** The celebrity collaborations (title, celebrity, year, description, image) and 'Get in Touch'. */
export function CollaborationsPage() {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const showroom = useShowroom(slug, locale);
  const query = useCollaborations(slug);
  const name = showroom.data?.name ?? '';
  useEffect(() => {
    if (name) document.title = t('page.collaborationsTitle', { name });
  }, [name, t]);
  if ((query.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  return (
    <ShowroomShell title={name}>
      <main className="grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6">
        <div>
          <h1 className="font-display text-3xl font-semibold">{t('collab.title')}</h1>
          <p className="text-muted-foreground">{t('collab.subtitle')}</p>
        </div>
        {query.data ? (
          query.data.items.length === 0 ? (
            <Empty icon={<Sparkles />} title={t('collab.title')} description={t('collab.empty')} />
          ) : (
            <ul className="grid gap-4">
              {query.data.items.map((collab, i) => (
                <li
                  key={collab.id}
                  className="overflow-hidden rounded-lg border border-border bg-card text-card-foreground"
                >
                  {collab.imageUrl ? (
                    <img
                      src={collab.imageUrl}
                      alt={`${collab.title} — ${collab.celebrity}`}
                      width={800}
                      height={600}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      className="aspect-[4/3] w-full bg-ink object-cover"
                    />
                  ) : null}
                  <div className="grid gap-1 p-4">
                    <p className="text-xs uppercase tracking-widest text-gold-text">
                      {collab.celebrity} · {collab.year}
                    </p>
                    <h2 className="font-display text-2xl">{collab.title}</h2>
                    <p className="text-sm text-muted-foreground">{collab.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <PageError message={t('home.loadError')} onRetry={() => void query.refetch()} />
        ) : (
          <PageSkeleton />
        )}
        <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
          {t('collab.getInTouch')}
        </Link>
      </main>
    </ShowroomShell>
  );
}
