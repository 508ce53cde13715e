// The track board lying on the table: the painted canvas (track-paint.ts) on
// one plane, so the 33 spaces, the mail boxes, the spots and the legend cost
// a single draw call. Figures and dice stand on the table top (y = 0); the
// board is a print a hair above it. The print never changes (one paint).
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { BOARD } from '../../data/board.ts';
import { MIN_TYPE_CM, paintTrack } from './track-paint.ts';
import { paintedText } from '../../../../scene/painted-text.ts';

export function TrackBoard() {
  const texture = usePaintedTexture(paintTrack, 'track');
  return (
    <mesh name="pony-track" userData={paintedText(MIN_TYPE_CM)} position={[BOARD.x, 0.03, BOARD.z]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
      <planeGeometry args={[BOARD.width, BOARD.depth]} />
      <meshStandardMaterial map={texture} roughness={0.9} metalness={0} polygonOffset polygonOffsetFactor={-1} />
    </mesh>
  );
}
