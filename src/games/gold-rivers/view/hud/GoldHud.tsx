// Gold in the Rivers' own DOM pieces over the table: the dig panel (this turn's
// range and why, the discs' marks and their sum, a disc on its edge, both
// players' gold and shovels) and the turn panel (what to pick now, Bury,
// Confirm, Undo, what the last click could not do, and the mountain and
// river of the site under the pointer). Also the keyboard (keys.ts). The
// Extra slot of the session HUD.
import { useStore } from 'zustand';
import { seatName } from '../../../../store/session/game-params.ts';
import type { GoldRiversView } from '../../index.ts';
import { cursorWords, turnDemand } from '../../pick-words.ts';
import { seatColour } from '../board/colours.ts';
import type { GoldSession, GoldViewProps } from '../session.ts';
import { controllerFor, type GoldController } from './controller.ts';
import { discMarks, discName, edgeCaption } from './discs.ts';
import { GOLD_KEYS } from './keys.ts';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import { keyFor, keyLine } from '../../../../scene/kit/index.ts';
import './gold.css';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { BoardCursor } from '../../../../ui/hud/BoardCursor.tsx';
import { HintLine } from '../../../../ui/hud/HintLine.tsx';
import { plural } from '../../../../core/plural.ts';
import { Scoreboard, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { isMyDecision } from '../../../../ui/hud/my-moves.ts';


const KEY_LINE = keyLine(GOLD_KEYS);
const keyOf = (name: string) => keyFor(GOLD_KEYS, name);

const list = (names: string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

function Discs({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const edges = useStore(controller.edges, (s) => s.edges);
  const r = view.range;
  if (!r) return null;
  if (r.range === 'free') return <p className="gr-discs" data-testid="gr-discs">Free choice: no discs this turn.</p>;
  if (view.phase === 'throw') {
    return (
      <p className="gr-discs" data-testid="gr-discs">
        Throw the {list(r.discs.map(discName))} discs: drag them and let go<KeyPhrase>, or press <kbd>Space</kbd></KeyPhrase>.
      </p>
    );
  }
  const marks = discMarks(r.discs, view.faces, edges);
  return (
    <div className="gr-discs" data-testid="gr-discs">
      <div className="gr-marks">
        {marks.map((m, i) => (
          <span key={i} className={`gr-disc${m.edge ? ' edge' : ''}`} title={m.edge ? edgeCaption(m) : `the ${m.name} disc shows ${m.face}`}>
            <small>{m.name}</small>
            <b>{m.face}</b>
            {m.edge && <small className="gr-edge-tag">on edge</small>}
          </span>
        ))}
        <span className="gr-sum" data-testid="gr-number">
          {marks.map((m) => m.face).join(' + ')} = <b>{view.number}</b>
        </span>
      </div>
      {marks
        .filter((m) => m.edge)
        .map((m, i) => (
          <p key={i} className="gr-edge" role="status" data-testid="gr-edge">
            {edgeCaption(m)}
          </p>
        ))}
    </div>
  );
}

function DigPanel({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const seats = useStore(session.store, (s) => s.record.seats);
  const hidden = view.sites.filter((s) => s.marker === 'hidden').length;
  const columns: ScoreColumn[] = [
    { head: 'Gold', cell: (seat) => `${view.gold[seat]} gold`, testId: (seat) => `gr-gold-${seat}` },
    { head: 'Shovels', cell: (seat) => plural(view.shovels[seat]!, 'shovel') },
  ];
  return (
    <section className="panel gr-dig" aria-label="This turn" data-testid="gr-dig">
      <h2>
        {view.phase === 'over' ? 'Game over' : `Turn ${view.turnNumber} · ${seatName(seats, view.turn, 'Player')}`}
      </h2>
      {view.range && (
        <p className="gr-range" data-testid="gr-range">
          Range <b>{view.range.label}</b>: {view.range.reason}
        </p>
      )}
      <Discs view={view} controller={controller} />
      <Scoreboard session={session} label="Gold and shovels" id="gr-score" bare seats={[0, 1]} colour={seatColour} acting={view.phase === 'over' ? null : view.turn} tags={(seat) => <small> {seat === 0 ? 'mountains' : 'rivers'}</small>} columns={columns} />
      <p className="gr-left">
        {hidden} face-down of {view.sites.length} · board {view.board} of {view.boards}
      </p>
    </section>
  );
}

/** The site under the pointer (or the cursor): its label, mountain and river, with owners and what is left face down. */
function SiteInfo({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const hovered = useStore(controller.picking.store, (s) => s.hovered);
  const site = hovered === null ? null : view.sites[hovered];
  if (!site) return <p className="gr-site gr-quiet">Point at a site (or long-press it) to see its mountain and river.</p>;
  const m = view.mountains[site.mountain];
  const r = view.rivers[site.river];
  return (
    <p className="gr-site" data-testid="gr-site">
      <b>{site.label}</b> · <span className="gr-mountain">{m?.name}</span> (mountain, {m?.hidden} face-down) · <span className="gr-river">{r?.name}</span> (river,{' '}
      {r?.hidden} face-down)
    </p>
  );
}

/** The board cursor's words: the site under it (lit or not, its mountain and river) or how to get one. */
function CursorLine({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const first = useStore(controller.picking.store, (s) => s.picked[0] ?? null);
  const mine = useStore(session.store, isMyDecision);
  const text = cursorWords(view, cursor, { mine, first, lit: cursor !== null && controller.picking.clickable(cursor) });
  return <BoardCursor text={text} keys="Arrows move over the sites · Enter picks" />;
}

function TurnPanel({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const first = useStore(controller.picking.store, (s) => s.picked[0] ?? null);
  const hint = useStore(controller.picking.store, (s) => s.hint);
  const canUndo = useStore(session.store, (s) => s.canUndo);
  const mine = useStore(session.store, isMyDecision);
  // The lit last ends are the kit's picking after the first pick (first itself for a row of one).
  const demand = mine ? turnDemand(view, first, first === null ? [] : controller.picking.lit()) : null;
  const buryable = mine && first !== null && view.buryable.includes(first);
  return (
    <section className="panel gr-turn" aria-label="Your move" data-testid="gr-turn" data-turn-panel="">
      <CursorLine session={session} view={view} controller={controller} />
      {demand && (
        <p className="gr-demand" data-testid="gr-demand">
          {demand}
        </p>
      )}
      {mine && (
        <div className="gr-buttons">
          {view.phase === 'choose' && (
            <button data-testid="gr-cancel" disabled={first === null} onClick={() => controller.picking.cancel()}>
              Drop pick<KeyHint k={keyOf('cancel')} />
            </button>
          )}
          {view.phase === 'choose' && view.buryable.length > 0 && (
            <button data-testid="gr-bury" disabled={!buryable} onClick={() => controller.bury()}>
              Bury<KeyHint k={keyOf('bury')} />
            </button>
          )}
          <button data-testid="gr-undo" disabled={!canUndo} onClick={() => controller.picking.undo()}>
            Undo<KeyHint k={keyOf('undo')} />
          </button>
          <button data-testid="gr-confirm" className="primary" disabled={view.phase !== 'confirm'} onClick={() => controller.confirm()}>
            Confirm<KeyHint k={keyOf('confirm')} />
          </button>
        </div>
      )}
      {mine && <HintLine id="gr-hint" hint={hint} />}
      <SiteInfo view={view} controller={controller} />
      {mine && <p className="gr-keyhint">{KEY_LINE}</p>}
    </section>
  );
}

export function GoldHud({ session, view }: GoldViewProps) {
  const controller = controllerFor(session);
  useKeyMap(GOLD_KEYS, controller, () => session.store.getState().replay !== null);
  const v: GoldRiversView | null = view;
  if (!v || v.game !== 'gold-rivers') return null;
  return (
    <div className="gold-hud">
      <DigPanel session={session} view={v} controller={controller} />
      <TurnPanel session={session} view={v} controller={controller} />
    </div>
  );
}
