// The kit's flick probes (src/scene/kit/flick-probe.ts) on a hand-built scene:
// a board with a painted rider and an Indian, the session's flick layer
// drawing the same rider (its paint) and a die, and the aim band and power
// meter over the board. No canvas: screen() is a made-up projection.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { flickProbes } from '../../src/scene/kit/flick-probe.ts';
import { FLICK_LAYER } from '../../src/scene/kit/session-layers.ts';
import { PAINT_MATERIAL } from '../../src/scene/session/figure-paint.ts';
import { AIM_BAND_NAME, POWER_METER_NAME } from '../../src/scene/flick/FlickAim.tsx';
import type { ProbeTools } from '../../src/scene/kit/probe.ts';

const box = () => new THREE.BoxGeometry(1, 1, 1);
function figure(id: string, colour: string | null): THREE.Group {
  const g = new THREE.Group();
  g.name = id;
  const m = new THREE.MeshStandardMaterial({ color: colour ?? '#888888' });
  if (colour) m.name = PAINT_MATERIAL;
  g.add(new THREE.Mesh(box(), m));
  return g;
}

function scene(aiming: boolean) {
  const s = new THREE.Scene();
  const board = new THREE.Mesh(new THREE.PlaneGeometry(10, 10), new THREE.MeshStandardMaterial());
  board.renderOrder = 2;
  s.add(board, figure('rider-1', '#2f5fa8'), figure('indian-0', null));
  const layer = new THREE.Group();
  layer.name = FLICK_LAYER;
  layer.add(figure('rider-1', '#2f5fa8'), new THREE.Group());
  if (aiming) {
    const aim = new THREE.Group();
    aim.name = 'flick-aim';
    const band = new THREE.Mesh(box(), new THREE.MeshBasicMaterial({ depthTest: false }));
    band.name = AIM_BAND_NAME;
    band.renderOrder = 20;
    band.userData.band = { width: 1.6, length: 30, start: { x: 0, z: 10 }, end: { x: 0, z: -20 } };
    const meter = new THREE.Group();
    meter.name = POWER_METER_NAME;
    meter.add(new THREE.Mesh(box(), new THREE.MeshBasicMaterial({ depthTest: false })));
    aim.add(band, meter);
    layer.add(aim);
  }
  s.add(layer);
  const tools = { three: () => ({ scene: s }) as unknown as RootState, screen: (p: { x: number; z: number }) => ({ x: p.x * 10, y: p.z * 10 }) } as unknown as ProbeTools;
  return { s, tools, layer };
}

describe('the kit flick probes', () => {
  it('report the aim band over the board: no depth test, drawn after everything outside the flick layer', () => {
    const { tools } = scene(true);
    expect(flickProbes.flickAim!(tools)).toMatchObject({
      shown: true, depthTest: false, renderOrder: 20, boardRenderOrder: 2, width: 1.6, start: { x: 0, y: 100 }, end: { x: 0, y: -200 }, meter: { shown: true, depthTest: false },
    });
    expect(flickProbes.flickAim!(scene(false).tools)).toBeNull();
  });

  it("list the flick layer's figures with their paint beside the same figure's paint on the board", () => {
    const { tools, layer } = scene(true);
    expect(flickProbes.flickFigures!(tools)).toEqual([{ id: 'rider-1', paint: '#2f5fa8', board: '#2f5fa8', visible: true }]);
    layer.visible = false;
    expect(flickProbes.flickFigures!(tools)).toEqual([{ id: 'rider-1', paint: '#2f5fa8', board: '#2f5fa8', visible: false }]);
  });
});
