import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampZoom } from './zoom';

// Pinch to zoom on touch screens (two pointers), and a trackpad's pinch on a desktop (a wheel
// event with ctrlKey, as browsers report it; listened to natively, as React's wheel listener is
// passive and could not keep the browser from zooming the whole page). While the fingers move, the pages are only scaled by
// CSS (cheap); when they lift, the new zoom is committed and the pages are drawn sharp at it. The
// viewer's scroller has `touch-action: pan-x pan-y`: one finger scrolls, two reach us.

type Pinch = { startDistance: number; startZoom: number };

function distance(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

export function usePinchZoom(scroller: RefObject<HTMLElement | null>, zoom: number, setZoom: (zoom: number) => void) {
  const points = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<Pinch | null>(null);
  const [liveScale, setLiveScale] = useState(1);

  const end = (event: PointerEvent<HTMLElement>) => {
    points.current.delete(event.pointerId);
    if (pinch.current && points.current.size < 2) {
      setZoom(clampZoom(pinch.current.startZoom * liveScale));
      pinch.current = null;
      setLiveScale(1);
    }
  };

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom(clampZoom(zoom * Math.exp(-event.deltaY / 200)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [scroller, zoom, setZoom]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') return;
      points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (points.current.size === 2) pinch.current = { startDistance: distance(points.current), startZoom: zoom };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!points.current.has(event.pointerId)) return;
      points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const started = pinch.current;
      if (started && started.startDistance > 0) setLiveScale(clampZoom(started.startZoom * (distance(points.current) / started.startDistance)) / started.startZoom);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
  return { handlers, liveScale };
}
