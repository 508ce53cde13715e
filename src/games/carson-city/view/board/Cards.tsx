// The seven character cards on the left of the map, printed on one plate
// (one draw): each with its number (the turn order it gives), name, effect
// in a few words (table/print.ts; the full effect is the hover line's), cash
// limit, and the colour tag of whoever took it this turn. While the seat
// chooses, the cards it may take have a lit border (the cursor's brighter).
// The plate is the pointer's target for every card.
import { useStore } from 'zustand';
import { PrintedPlate, TONES, openPlate, usePickPointer } from '../../../../scene/kit/index.ts';
import { CHARACTERS, CHARACTER_INFO, cardKey, signSeat, type CarsonView } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { seatColour } from '../../table/colours.ts';
import { CARDS_RECT, CARD_D, CARD_W, PRINT_FLOOR_CM, PRINT_PX as PX, cardSpot, targetAt } from '../../table/layout.ts';
import { CARD_PRINT, PLATE_WORDS } from '../../table/print.ts';
import { CHARACTER_MESSAGES } from '../../log-messages.ts';
import { formatMessage as say } from '../../../../i18n/format-message.ts';
import { i18n } from '@lingui/core';

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
  const plate = openPlate(canvas, { width: CARDS_RECT.x1 - CARDS_RECT.x0, depth: CARDS_RECT.z1 - CARDS_RECT.z0, pxPerCm: PX, floorCm: PRINT_FLOOR_CM, minSqueeze: 0 });
  const { cm } = plate;
  CHARACTERS.forEach((c, i) => {
    const info = CHARACTER_INFO[c];
    const s = cardSpot(c);
    const x = cm(s.x - CARD_W / 2 - CARDS_RECT.x0);
    const y = cm(s.z - CARD_D / 2 - CARDS_RECT.z0);
    const w = cm(CARD_W);
    const pad = cm(0.6);
    const taken = p.takenBy[i] ?? null;
    const edge = i === p.cursor ? TONES.chosen : p.lit[i] ? TONES.legal : '#6b4a2b';
    plate.panel(x + 3, y + 3, w - 6, cm(CARD_D) - 6, 10, { fill: taken === null ? '#efe2c6' : '#b9ab8e', stroke: edge, lineWidth: i === p.cursor ? 9 : 6 });
    // The number in a disc, the name beside it.
    const head = y + cm(1.5);
    plate.disc(x + cm(1.55), head, cm(1.15), { fill: '#6b3e1f' });
    plate.caption(String(info.number), x + cm(1.55), head + 2, { ink: '#f7efdf', size: 1.8, maxCm: 2 });
    plate.caption(say(CHARACTER_MESSAGES[c]), x + cm(3.1), head + 2, { ink: '#2b2118', size: 1.95, align: 'left', maxCm: CARD_W - 3.1 - 0.6 });
    plate.caption(say(CARD_PRINT[c]), x + pad, y + cm(4.15), { ink: '#2b2118', size: 1.7, bold: false, align: 'left', maxCm: CARD_W - 1.2 });
    plate.caption(say({ id: PLATE_WORDS.keeps.id, values: { limit: info.limit } }), x + pad, y + cm(6.75), { ink: '#a0281e', size: 1.7, align: 'left', maxCm: CARD_W - 4.6 - 0.6 });
    if (taken !== null) {
      const tw = cm(3.6);
      plate.panel(x + w - pad - tw, y + cm(5.7), tw, cm(2.1), 8, { fill: seatColour(taken) });
      plate.caption(say(signSeat(taken)), x + w - pad - tw / 2, y + cm(6.75) + 2, { ink: '#ffffff', size: 1.7, maxCm: 3.6 - 8 / PX });
    }
  });
}

export function Cards({ view, controller }: { view: CarsonView; controller: CarsonController }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const lit = CHARACTERS.map((c) => controller.picking.clickable(cardKey(c)) || controller.options().some((o) => o.target === cardKey(c)));
  const print: CardPrint = { takenBy: CHARACTERS.map((c) => view.seats.find((s) => s.character === c)?.seat ?? null), lit, cursor: CHARACTERS.findIndex((c) => cardKey(c) === cursor) };
  const key = JSON.stringify(print);
  const events = usePickPointer(controller.picking, targetAt);
  return (
    <PrintedPlate
      name="cc-cards"
      paint={(c) => paintCards(c, JSON.parse(key) as CardPrint)}
      printKey={`${key}|${view.turn}|${i18n.locale}`}
      width={CARDS_RECT.x1 - CARDS_RECT.x0}
      depth={CARDS_RECT.z1 - CARDS_RECT.z0}
      position={[(CARDS_RECT.x0 + CARDS_RECT.x1) / 2, 0.12, (CARDS_RECT.z0 + CARDS_RECT.z1) / 2]}
      floorCm={PRINT_FLOOR_CM}
      roughness={0.85}
      cutOut
      pointer={events}
    />
  );
}
