// The touchable props, loaded only when a room shows them: their physics
// components stay out of the room's first download (roomGzipKB), and a room
// draws and plays while they load.
import { lazy, Suspense } from 'react';
import type { TouchPropsProps } from './TouchProps.tsx';

const TouchProps = lazy(() => import('./TouchProps.tsx'));

export function TouchPropsLazy(props: TouchPropsProps) {
  return (
    <Suspense fallback={null}>
      <TouchProps {...props} />
    </Suspense>
  );
}
