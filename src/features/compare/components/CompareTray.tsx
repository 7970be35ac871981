/**
 * Fixed bottom-left badge with the number of trips to compare, on every page but the compare page, once a trip has
 * been added. Most visits never add one: the button's code (and the compare texts) load only when it is shown.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector, useLang } from '@/lib/hooks';
import { paths } from '@/domain/shared/paths';
import { selectCompareItems } from '@/lib/state/compareSlice';

const CompareTrayButton = lazy(() => import(/* webpackChunkName: "compare-tray" */ './CompareTrayButton'));

export function CompareTray() {
  const count = useAppSelector(selectCompareItems).length;
  const lang = useLang();
  const { pathname } = useLocation();
  const href = paths.compare(lang);
  if (count === 0 || pathname === href) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayButton count={count} href={href} />
    </Suspense>
  );
}

export default CompareTray;
