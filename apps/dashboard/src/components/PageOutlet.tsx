import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton.tsx';

/**
 * A layout's outlet: while the router fetches the code of the page being opened (a lazy route not loaded
 * yet), its skeleton stands where the page will be; a change of search or hash alone keeps the page.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const opening = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return opening ? <PageSkeleton /> : <Outlet />;
}
