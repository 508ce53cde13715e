// The seven character cards on the left of the map, printed on one plate
// (one draw): each with its number (the turn order it gives), name, effect
// in a few words (card-print.ts; the full effect is the hover line's), cash
// limit, and the colour tag of whoever took it this turn. While the seat
// chooses, the cards it may take have a lit border (the cursor's brighter).
// The plate is the pointer's target for every card.
import { useStore } from 'zustand';
import { useKick, usePickPointer } from '../../../../scene/kit/index.ts';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { CHARACTERS, CHARACTER_INFO, cardKey, type CarsonView, type CharacterId } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { seatColour } from './colours.ts';
import { CARD_PRINT } from './card-print.ts';
import { CARDS_RECT, CARD_D, CARD_W, PRINT_FLOOR_CM, cardAtPoint, cardSpot } from './layout.ts';
import { printCaption } from '../../../../scene/kit/index.ts';
import { TONES } from '../../../../scene/kit/index.ts';
import { paintedText } from '../../../../scene/painted-text.ts';

const PX = 24;
/** The smallest type printed (no caption is printed smaller), canvas px. */
const FLOOR_PX = Math.ceil(PRINT_FLOOR_CM * PX);

interface CardPrint {
  takenBy: (number | null)[];
  lit: boolean[];
  cursor: number;
}

/**
 * Each card in three large lines: its number (the turn order it gives) and
 * name, its effect in a few words, the cash it keeps; a taken card greys and
 * shows its taker's colour tag.
 */
function paintCards(canvas: HTMLCanvasElement, p: CardPrint): void {
  canvas.width = Math.round((CARDS_RECT.x1 - CARDS_RECT.x0) * PX);
  canvas.height = Math.round((CARDS_RECT.z1 - CARDS_RECT.z0) * PX);
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, canvas.width, canvas.height);
  g.textBaseline = 'middle';
  CHARACTERS.forEach((c, i) => {
    const info = CHARACTER_INFO[c];
    const s = cardSpot(c);
    const x = (s.x - CARD_W / 2 - CARDS_RECT.x0) * PX;
    const y = (s.z - CARD_D / 2 - CARDS_RECT.z0) * PX;
    const w = CARD_W * PX;
    const h = CARD_D * PX;
    const pad = 0.6 * PX;
    const taken = p.takenBy[i] ?? null;
    g.fillStyle = taken === null ? '#efe2c6' : '#b9ab8e';
    g.beginPath();
    g.roundRect(x + 3, y + 3, w - 6, h - 6, 10);
    g.fill();
    g.lineWidth = i === p.cursor ? 9 : 6;
    g.strokeStyle = i === p.cursor ? TONES.chosen : p.lit[i] ? TONES.legal : '#6b4a2b';
    g.stroke();
    // The number in a disc, the name beside it.
    const head = y + 1.5 * PX;
    g.fillStyle = '#6b3e1f';
    g.beginPath();
    g.arc(x + 1.55 * PX, head, 1.15 * PX, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f7efdf';
    g.textAlign = 'center';
    printCaption(g, String(info.number), x + 1.55 * PX, head + 2, 2 * PX, 1.8 * PX, FLOOR_PX, true);
    g.fillStyle = '#2b2118';
    g.textAlign = 'left';
    printCaption(g, info.name, x + 3.1 * PX, head + 2, w - 3.1 * PX - pad, 1.95 * PX, FLOOR_PX, true);
    printCaption(g, CARD_PRINT[c], x + pad, y + 4.15 * PX, w - 2 * pad, 1.7 * PX, FLOOR_PX);
    g.fillStyle = '#a0281e';
    printCaption(g, `keeps $${info.limit}`, x + pad, y + 6.75 * PX, w - 4.6 * PX - pad, 1.7 * PX, FLOOR_PX, true);
    if (taken !== null) {
      const tw = 3.6 * PX;
      g.fillStyle = seatColour(taken);
      g.beginPath();
      g.roundRect(x + w - pad - tw, y + 5.7 * PX, tw, 2.1 * PX, 8);
      g.fill();
      g.fillStyle = '#ffffff';
      g.textAlign = 'center';
      printCaption(g, `P${taken + 1}`, x + w - pad - tw / 2, y + 6.75 * PX + 2, tw - 8, 1.7 * PX, FLOOR_PX, true);
    }
  });
}

/** The target under a table point (the kit's picking pointer asks). */
const cardTarget = (x: number, z: number) => {
  const c = cardAtPoint(x, z);
  return c === null ? null : cardKey(c);
};

export function Cards({ view, controller, seatsOf }: { view: CarsonView; controller: CarsonController; seatsOf: (c: CharacterId) => number | null }) {
  const kick = useKick();
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const lit = CHARACTERS.map((c) => controller.picking.clickable(cardKey(c)) || controller.options().some((o) => o.target === cardKey(c)));
  const print: CardPrint = { takenBy: CHARACTERS.map(seatsOf), lit, cursor: CHARACTERS.findIndex((c) => cardKey(c) === cursor) };
  const key = JSON.stringify(print);
  const texture = usePaintedTexture((c) => paintCards(c, JSON.parse(key) as CardPrint), `${key}|${view.turn}`, kick);
  const events = usePickPointer(controller.picking, cardTarget);
  return (
    <mesh name="cc-cards" userData={paintedText(FLOOR_PX / PX)} position={[(CARDS_RECT.x0 + CARDS_RECT.x1) / 2, 0.12, (CARDS_RECT.z0 + CARDS_RECT.z1) / 2]} rotation-x={-Math.PI / 2} {...events}>
      <planeGeometry args={[CARDS_RECT.x1 - CARDS_RECT.x0, CARDS_RECT.z1 - CARDS_RECT.z0]} />
      <meshStandardMaterial map={texture} transparent alphaTest={0.05} roughness={0.85} />
    </mesh>
  );
}
