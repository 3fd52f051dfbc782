import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CollaborationsPage } from '#features/collaborations/CollaborationsPage.tsx';
import { ShowroomHome } from '#features/home/ShowroomHome.tsx';
import { PageSkeleton } from '#features/layout/PageState.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { ProductPage } from '#features/product/ProductPage.tsx';
import { DEMO_SLUG, isLinkPage, PAGE_ROUTES, type PageKind, type PageRoute } from '#lib/pages.ts';
import { ShowroomScope } from '#lib/ShowroomScope.tsx';

/** Pages whose code loads on demand (the forms and the wizard). */
const loaders: Partial<Record<PageKind, () => Promise<{ default: ComponentType }>>> = {
  reviews: () => import('#features/reviews/ReviewsPage.tsx'),
  appointment: () => import('#features/booking/AppointmentPage.tsx'),
  manage: () => import('#features/booking/ManageBookingPage.tsx'),
  pay: () => import('#features/pay/PayInvoicePage.tsx'),
  quote: () => import('#features/quote/QuotePage.tsx'),
  design: () => import('#features/design-share/DesignSharePage.tsx'),
  'gift-card': () => import('#features/gift-card/GiftCardPage.tsx'),
};
const loaded: Partial<Record<PageKind, ComponentType>> = {};
const lazies = Object.fromEntries(
  Object.entries(loaders).map(([kind, load]) => [kind, lazy(load)]),
) as Partial<Record<PageKind, ComponentType>>;

/**
 * Loads a page's code ahead of rendering it: the browser does it before hydrating (so the server's HTML is
 * hydrated at once, with the rest of the page) and the server before rendering.
 */
export async function preloadPage(kind: PageKind): Promise<void> {
  const load = loaders[kind];
  if (load && !loaded[kind]) loaded[kind] = (await load()).default;
}

const eager: Record<'home' | 'product' | 'collaborations', ComponentType> = {
  home: ShowroomHome,
  product: ProductPage,
  collaborations: CollaborationsPage,
};

function PageContent({ kind }: { kind: PageKind }) {
  const Component = kind in eager ? eager[kind as keyof typeof eager] : (loaded[kind] ?? lazies[kind]);
  return Component ? <Component /> : <NotFoundPage />;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function Page({ route }: { route: PageRoute }) {
  const params = useParams();
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <PageContent kind={route.kind} />
    </Suspense>
  );
  if (isLinkPage(route.kind)) return page;
  const slug = route.demo ? DEMO_SLUG : (params.slug ?? '');
  if (!SLUG.test(slug)) return <NotFoundPage />;
  return (
    <ShowroomScope key={slug} slug={slug} demo={route.demo}>
      {page}
    </ShowroomScope>
  );
}

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/showroom" replace />} />
      {PAGE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Page route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
