// Main Street's own DOM pieces over the table: the scoreboard (gold, stone,
// bars, awnings, score, with the bank and the bag below) and the turn panel
// (the prompt, a button per legal action with the rules' own words and the
// acting meeple's preview, the kind of meeple to place next, what the last
// click could not do; the kit's picking). Also the keyboard (keys.ts). The Extra slot of the session HUD.
import { useStore } from 'zustand';
import { Scoreboard as Scores, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { BoardCursor, cursorText } from '../../../../ui/hud/BoardCursor.tsx';
import { TurnPanel as SharedTurnPanel } from '../../../../ui/hud/TurnPanel.tsx';
import { MEEPLE_KINDS, type MainStreetView, type MeepleKind } from '../../index.ts';
import { hoverText, supplyLine } from '../../place-text.ts';
import { KIND_COLOURS, seatColour } from '../board/colours.ts';
import type { StreetSession, StreetViewProps } from '../session.ts';
import { controllerFor, type StreetController } from './controller.ts';
import { STREET_KEYS } from './keys.ts';
import { keyLine } from '../../../../scene/kit/index.ts';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import './street.css';
import './street-undo.css';

function Scoreboard({ session, view }: { session: StreetSession; view: MainStreetView }) {
  const seat = (i: number) => view.seats[i]!;
  const columns: ScoreColumn[] = [
    { head: 'Gold', cell: (i) => seat(i).gold, testId: (i) => `ms-gold-${i}` },
    { head: 'Stone', cell: (i) => seat(i).stone },
    { head: 'Bars', cell: (i) => seat(i).bars },
    { head: 'Awnings', cell: (i) => `${seat(i).awningPoints} pts` },
    { head: 'Score', cell: (i) => seat(i).score, testId: (i) => `ms-points-${i}` },
  ];
  return (
    <div className="ms-score-wrap">
      <Scores session={session} label="Scoreboard" id="ms-score" seats={view.seats.map((s) => s.seat)} colour={seatColour} acting={view.phase.kind === 'over' ? null : view.turn} columns={columns} />
      <p className="panel ms-bank" data-testid="ms-bank">
        {supplyLine(view)}
      </p>
    </div>
  );
}

const KEY_LINE = keyLine(STREET_KEYS);

/** The paint of a meeple kind, as on the board (the name always stands beside it). */
function KindSwatch({ kind }: { kind: MeepleKind }) {
  return <span className="ms-swatch" style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />;
}

/** The colour key: which paint is which kind of meeple (the board's figures carry no names). */
function KindLegend() {
  return (
    <ul className="ms-legend" aria-label="Meeple colours" data-testid="ms-legend">
      {MEEPLE_KINDS.map((k) => (
        <li key={k}>
          <KindSwatch kind={k} /> {k}
        </li>
      ))}
    </ul>
  );
}

function TurnPanel({ session, view, controller }: { session: StreetSession; view: MainStreetView; controller: StreetController }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const hint = useStore(controller.picking.store, (s) => s.hint);
  // What the pointer is over, in words (place-text.ts: who is inside a building, its awning and cost; a space; the saloon or the jail).
  const hovered = useStore(controller.picking.store, (s) => (s.hovered === null ? null : hoverText(view, s.hovered)));
  useStore(controller.kind);
  const awaiting = useStore(session.store, (s) => s.live.awaiting);
  const mine = useStore(session.store, () => controller.picking.mine() !== null);
  const options = controller.options();
  const kinds = controller.handKinds();
  const placing = controller.placingKind();
  const atCursor = new Set(cursor === null ? [] : controller.picking.actionsAt(cursor).map((a) => JSON.stringify(a)));
  const prompt = 'prompt' in awaiting && typeof awaiting.prompt === 'string' ? awaiting.prompt : view.phase.kind === 'over' ? `Game over. ${view.summary}` : '';
  return (
    <SharedTurnPanel
      prefix="ms"
      label="Street turn"
      cursor={<BoardCursor text={cursorText(controller.picking.lit(), cursor, (t) => ({ name: controller.picking.actionsAt(t).map(controller.label).join(' or ') }))} keys="Arrows choose a lit place · Enter does its move" />}
      prompt={prompt}
      mine={mine}
      hint={hint}
      keys={KEY_LINE}
      after={
        <>
          {hovered && (
            <p className="ms-hovered" data-testid="ms-hovered">
              {hovered}
            </p>
          )}
          <KindLegend />
        </>
      }
    >
      {kinds.length > 1 && (
        <div className="ms-kinds" role="group" aria-label="Meeple to place">
          {kinds.map((k) => (
            <button
              key={k}
              aria-pressed={k === placing}
              aria-keyshortcuts={String(MEEPLE_KINDS.indexOf(k) + 1)}
              data-testid={`ms-kind-${k}`}
              onClick={() => controller.chooseKind(k)}
            >
              <KindSwatch kind={k} /> {k} <kbd aria-hidden="true">{MEEPLE_KINDS.indexOf(k) + 1}</kbd>
            </button>
          ))}
        </div>
      )}
      {options.length > 0 && (
        <ul className="ms-options" data-testid="ms-options">
          {options.map((o) => (
            <li key={JSON.stringify(o.action)}>
              <button className={atCursor.has(JSON.stringify(o.action)) ? 'ms-cursor' : ''} data-testid={`ms-opt-${o.action.type}`} onClick={() => controller.picking.act(o.action)}>
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </SharedTurnPanel>
  );
}

export function StreetHud({ session, view }: StreetViewProps) {
  const controller = controllerFor(session);
  useKeyMap(STREET_KEYS, controller, () => session.store.getState().replay !== null);
  if (!view) return null;
  return (
    <div className="street-hud">
      <Scoreboard session={session} view={view} />
      <TurnPanel session={session} view={view} controller={controller} />
    </div>
  );
}
