// The staged flick's caption over a room drawn on the page: mounted next to
// the session's FlickLayer in the page's canvas, into the canvas's room
// element (caption-overlay.ts). A room drawn in the scene worker mounts the
// same caption from WorkerRoomCanvas instead (no DOM in the worker).
import { useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import type { SessionStore } from '../../store/session/store.ts';
import { flickStagingOf } from './flick-staging.ts';
import { captionHost, mountCaptionOverlay } from './caption-overlay.ts';

export function CaptionOverlay({ session }: { session: SessionStore }) {
  const canvas = useThree((s) => s.gl.domElement);
  const staging = useMemo(() => flickStagingOf(session), [session]);
  useEffect(() => {
    const host = captionHost(canvas);
    return host ? mountCaptionOverlay(host, staging) : undefined;
  }, [canvas, staging]);
  return null;
}
