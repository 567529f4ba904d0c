import { lazy, Suspense, useEffect, useState } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '../../shared/constants';
import { TOAST_NEEDED_EVENT } from '../lib/toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((m) => ({ default: m.ToastContainer })),
);

/** Mounts the container once a toast is raised or the browser is idle, whichever comes first. */
function useContainerWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_NEEDED_EVENT, want);
    const timer = window.setTimeout(want, 3000);
    return () => {
      window.removeEventListener(TOAST_NEEDED_EVENT, want);
      window.clearTimeout(timer);
    };
  }, []);
  return wanted;
}

/** The product's toast settings (docs/product.md), spelled out so they cannot drift with the library's defaults. */
export function Toasts() {
  if (!useContainerWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoClose}
        pauseOnHover={TOAST_DEFAULTS.pauseOnHover}
        pauseOnFocusLoss={TOAST_DEFAULTS.pauseOnFocusLoss}
        draggablePercent={TOAST_DEFAULTS.draggablePercent}
        hotKeys={(e) => e.altKey && e.code === 'KeyT'}
      />
    </Suspense>
  );
}
