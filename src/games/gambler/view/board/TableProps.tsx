// The rest of the table: chip stacks (each seat's and the bank's), the stack
// of tableaux still to come, a sign per seat (name, chips, dice) and a glow
// under the seat whose turn it is. Chips are the kit's Pieces (one instanced
// mesh); signs are the kit's TableLabels, repainted only when their numbers change.
import type { SeatConfig } from '../../../../core/log.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { CountSign, Pieces, TableLabel, type Piece } from '../../../../scene/kit/index.ts';
import type { GamblerView } from '../../types.ts';
import { asideSign, bankSign, seatSignCount, seatSignTitle, stackSign } from '../../table-words.ts';
import { formatMessage, formatText } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import { ASIDE, BANK, CHIP, DISCS_PER_STACK, STACK, chipStackSpot, discsFor, seatSpot } from '../../table-spots.ts';
import { seatColour } from '../../seat-colours.ts';
import { PLAIN_MAP } from '../../../../scene/plain-map.ts';

const CHIP_COLOURS = ['#b8322a', '#f1e9d6', '#2f5fa8', '#2f7a3a'];
const MAX_SEAT_DISCS = 60;
const BANK_STACKS = 6;

/** Every seat's chip stacks and the bank's pile, one drawn chip for CHIPS_PER_DISC chips. */
function chipPieces(view: GamblerView): Piece[] {
  const out: Piece[] = [];
  const put = (x: number, z: number, level: number, colour: string) => out.push({ x, y: CHIP.height * level, z, colour });
  view.chips.forEach((chips, seat) => {
    const discs = Math.min(MAX_SEAT_DISCS, discsFor(chips));
    for (let d = 0; d < discs; d++) {
      const stack = Math.floor(d / DISCS_PER_STACK);
      const p = chipStackSpot(seat, view.players, stack);
      put(p.x, p.z, d % DISCS_PER_STACK, CHIP_COLOURS[stack % CHIP_COLOURS.length]!);
    }
  });
  // The bank: a fixed pile of full stacks while it holds plenty; its sign says how much.
  const bankStacks = Math.min(BANK_STACKS, Math.ceil(view.bank / 200));
  for (let s = 0; s < bankStacks; s++) {
    const x = BANK.x - 3 + (s % 3) * 2.9;
    const z = BANK.z - 1.5 + Math.floor(s / 3) * 2.9;
    for (let d = 0; d < DISCS_PER_STACK + (s % 2) * 3; d++) put(x, z, d, CHIP_COLOURS[(s + 1) % CHIP_COLOURS.length]!);
  }
  return out;
}

function TableauStack({ view }: { view: GamblerView }) {
  const height = Math.max(0.05, view.stackLeft * STACK.plate);
  return (
    <group name="gambler-stack">
      {view.stackLeft > 0 && (
        <>
          <mesh position={[STACK.x, height / 2, STACK.z]} castShadow receiveShadow>
            <boxGeometry args={[STACK.width, height, STACK.depth]} />
            <meshStandardMaterial map={PLAIN_MAP} color="#d9c9a3" roughness={0.8} />
          </mesh>
          {/* The back of the top tableau. */}
          <TableLabel
            lines={[{ text: 'Tableau', bold: true, colour: '#e2b865' }, { text: 'Gulch', bold: true, colour: '#e2b865' }]}
            position={[STACK.x, height + 0.02, STACK.z]}
            width={STACK.width - 0.6}
            height={STACK.depth - 0.6}
            tilt={0}
            background="#6b2a1a"
            border="#e2b865"
          />
        </>
      )}
      <CountSign title={formatMessage(stackSign(view).title)} count={formatMessage(stackSign(view).count)} position={[STACK.x, 0.1, STACK.z + STACK.depth / 2 + 3.2]} width={12} height={4.6} />
    </group>
  );
}

function SeatSign({ view, seat, seats, acting }: { view: GamblerView; seat: number; seats: readonly SeatConfig[]; acting: boolean }) {
  const spot = seatSpot(seat, view.players);
  const you = view.seat === seat;
  return (
    <group>
      {acting && (
        <mesh position={[spot.x + 2, 0.02, spot.z + 1]} rotation-x={-Math.PI / 2}>
          <planeGeometry args={[25, 13.5]} />
          <meshBasicMaterial map={PLAIN_MAP} color={seatColour(seat)} transparent opacity={0.28} toneMapped={false} depthWrite={false} />
        </mesh>
      )}
      <CountSign
        name={`seat-sign-${seat}`}
        title={formatText(seatSignTitle(seatName(seats, seat), you))}
        titleLook={{ colour: acting ? '#ffe6a8' : '#f7efdf' }}
        count={formatMessage(seatSignCount(view, seat))}
        position={[spot.x + 2, 0.1, spot.z + 5.8]}
        width={18}
        height={4.8}
        border={seatColour(seat)}
      />
    </group>
  );
}

export function TableProps({ view, seats }: { view: GamblerView; seats: readonly SeatConfig[] }) {
  useLanguage(); // the signs repaint in a new language
  const acting = view.over || !view.turn ? null : view.active;
  return (
    <group name="gambler-props">
      <Pieces shape={{ kind: 'disc', radius: CHIP.radius, height: CHIP.height }} pieces={chipPieces(view)} name="gambler-chips" />
      <TableauStack view={view} />
      <CountSign title={formatMessage(bankSign(view).title)} count={formatMessage(bankSign(view).count)} position={[BANK.x, 0.1, BANK.z + 5.4]} width={11} height={4.6} />
      {view.aside > 0 && (
        <CountSign name="aside-sign" title={formatMessage(asideSign(view).title)} count={formatMessage(asideSign(view).count)} position={[ASIDE.x, 0.1, ASIDE.z + 4.2]} width={10} height={3.2} />
      )}
      {Array.from({ length: view.players }, (_, seat) => (
        <SeatSign key={seat} view={view} seat={seat} seats={seats} acting={seat === acting} />
      ))}
    </group>
  );
}
