// The seven character cards on the left of the map, printed on one plate
// (one draw): each with its number (the turn order it gives), name, cash
// limit and effect, and the colour band of whoever took it this turn. While
// the seat chooses, the cards it may take have a lit border (the cursor's
// brighter). The plate is the pointer's target for every card.
import { useStore } from 'zustand';
import { useKick, usePickPointer } from '../../../../scene/kit/index.ts';
import { usePaintedTexture } from '../../../../scene/canvas-texture.ts';
import { CHARACTERS, CHARACTER_INFO, type CarsonView, type CharacterId } from '../../index.ts';
import { cardKey, type CarsonController } from '../hud/controller.ts';
import { seatColour } from './colours.ts';
import { CARDS_RECT, CARD_D, CARD_W, cardAtPoint, cardSpot } from './layout.ts';
import { TONES } from '../../../../scene/kit/index.ts';
import { paintedText } from '../../../../scene/painted-text.ts';

const PX = 22;
/** The smallest type printed (a card's effect), canvas px. */
const SMALLEST_PX = 17;

function wrap(g: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface CardPrint {
  takenBy: (number | null)[];
  lit: boolean[];
  cursor: number;
}

function paintCards(canvas: HTMLCanvasElement, p: CardPrint): void {
  canvas.width = Math.round((CARDS_RECT.x1 - CARDS_RECT.x0) * PX);
  canvas.height = Math.round((CARDS_RECT.z1 - CARDS_RECT.z0) * PX);
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, canvas.width, canvas.height);
  CHARACTERS.forEach((c, i) => {
    const info = CHARACTER_INFO[c];
    const s = cardSpot(c);
    const x = (s.x - CARD_W / 2 - CARDS_RECT.x0) * PX;
    const y = (s.z - CARD_D / 2 - CARDS_RECT.z0) * PX;
    const w = CARD_W * PX;
    const h = CARD_D * PX;
    const taken = p.takenBy[i] ?? null;
    g.fillStyle = taken === null ? '#efe2c6' : '#b9ab8e';
    g.beginPath();
    g.roundRect(x + 3, y + 3, w - 6, h - 6, 10);
    g.fill();
    g.lineWidth = i === p.cursor ? 9 : 6;
    g.strokeStyle = i === p.cursor ? TONES.chosen : p.lit[i] ? TONES.legal : '#6b4a2b';
    g.stroke();
    g.fillStyle = '#6b3e1f';
    g.beginPath();
    g.arc(x + 30, y + 30, 20, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f7efdf';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = 'bold 26px Georgia, serif';
    g.fillText(String(info.number), x + 30, y + 31);
    g.fillStyle = '#2b2118';
    g.textAlign = 'left';
    g.font = 'bold 27px Georgia, serif';
    g.fillText(info.name, x + 58, y + 26);
    g.fillStyle = '#a0281e';
    g.textAlign = 'right';
    g.font = 'bold 22px Georgia, serif';
    g.fillText(`keeps $${info.limit}`, x + w - 14, y + 26);
    g.textAlign = 'left';
    g.fillStyle = '#2b2118';
    g.font = '17px Georgia, serif';
    wrap(g, info.effect, w - 28)
      .slice(0, 4)
      .forEach((line, k) => g.fillText(line, x + 14, y + 62 + k * 20));
    if (taken !== null) {
      g.fillStyle = seatColour(taken);
      g.fillRect(x + 8, y + h - 30, w - 16, 22);
      g.fillStyle = '#ffffff';
      g.font = 'bold 17px Georgia, serif';
      g.textAlign = 'center';
      g.fillText(`Player ${taken + 1}`, x + w / 2, y + h - 19);
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
    <mesh name="cc-cards" userData={paintedText(SMALLEST_PX / PX)} position={[(CARDS_RECT.x0 + CARDS_RECT.x1) / 2, 0.12, (CARDS_RECT.z0 + CARDS_RECT.z1) / 2]} rotation-x={-Math.PI / 2} {...events}>
      <planeGeometry args={[CARDS_RECT.x1 - CARDS_RECT.x0, CARDS_RECT.z1 - CARDS_RECT.z0]} />
      <meshStandardMaterial map={texture} transparent alphaTest={0.05} roughness={0.85} />
    </mesh>
  );
}
