import { useLocation } from 'react-router';
import { isInPrivateArea } from '../../shared/site-map';
import { BrandedLoader } from '../components/ui/branded-loader';
import { useSlowMove } from '../lib/page-moves';

/**
 * Moving to a public page whose code takes more than a moment, the branded loader with that
 * page's message stands in for it, instead of the old page standing still. It goes as soon as the
 * page (or the error screen, if its code failed) is drawn: the tree then shows the new location.
 * The portal's frames keep their own loaders.
 */
export function SlowPageLoader() {
  const { key } = useLocation();
  const move = useSlowMove();
  if (!move || move.key === key || isInPrivateArea(move.appPath)) return null;
  return <BrandedLoader appPath={move.appPath} />;
}
