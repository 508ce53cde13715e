// The gallery's DOM interface over the canvas: the round and its score, the
// last flick's outcome as text, how to flick, the bot buttons, new round,
// sound and view, and the last flick's caption over the table (who fell and
// what it scores, as the game rooms stage their flicks), shown until the next
// die flies. Reads the store narrowly; nothing here changes per frame.
import { useStore } from 'zustand';
import { GALLERY, figureLabel } from './layout.ts';
import { describeOutcome, galleryCaption, pointsText } from './score.ts';
import '../../scene/session/flick-caption.css';
import { roundOver, type GalleryState, type GalleryStore, type Shot } from './store.ts';

/** What the bot is doing; while it searches in its worker the page is free, so say the view can still move. */
function botStatus(bot: NonNullable<GalleryState['bot']>): string {
  if (bot.aim) return `The ${bot.level} bot flicks…`;
  return bot.on === 'worker' ? `The ${bot.level} bot is aiming… (you can still turn the view)` : `The ${bot.level} bot is aiming on this page…`;
}

const SOURCE_TEXT: Record<Shot['source'], string> = {
  drag: 'your drag',
  keys: 'your keys',
  'bot-easy': 'easy bot',
  'bot-hard': 'hard bot',
  automation: 'automation',
};

export function Hud({ gallery }: { gallery: GalleryStore }) {
  const round = useStore(gallery.store, (s) => s.round);
  const last = useStore(gallery.store, (s) => s.last);
  const flying = useStore(gallery.store, (s) => s.flight !== null);
  const bot = useStore(gallery.store, (s) => s.bot);
  const best = useStore(gallery.store, (s) => s.best);
  const botNotice = useStore(gallery.store, (s) => s.botNotice);
  const hint = useStore(gallery.store, (s) => s.hint);
  const muted = useStore(gallery.store, (s) => s.muted);
  const showingLast = useStore(gallery.store, (s) => s.settled !== null);
  const lastFigures = useStore(gallery.store, (s) => s.round.layout.figures);
  const over = roundOver(round);
  const busy = flying || bot !== null;
  const targets = round.layout.figures.filter((f) => f.role === 'target');
  const bystanders = round.layout.figures.filter((f) => f.role === 'bystander');
  const targetsDown = targets.filter((f) => round.down.includes(f.id)).length;
  const status = bot ? botStatus(bot) : flying ? 'The die is moving…' : over ? 'Round over' : `Flick ${round.shots.length + 1} of ${GALLERY.flicksPerRound}`;

  return (
    <div
      className="hud gallery-hud"
      onClick={(e) => {
        // A button clicked with the mouse gives the focus back, so Space flicks instead of pressing it again.
        if (e.detail > 0 && e.target instanceof HTMLButtonElement) e.target.blur();
      }}
    >
      <header className="hud-bar">
        <a className="hud-back" href="./">← Lobby</a>
        <h1>Shooting gallery</h1>
      </header>

      <section className="panel controls" aria-label="Round">
        <h2>Round {round.number}</h2>
        <p className="gallery-score" data-testid="round-score" data-points={round.points}>
          {round.points} {Math.abs(round.points) === 1 ? 'point' : 'points'}
          {best !== null && <span className="best"> · best {best}</span>}
        </p>
        <p className="gallery-status" data-testid="status" data-bot={bot ? (bot.aim ? 'showing' : 'aiming') : undefined} data-aim-on={bot?.on}>
          {status}
        </p>
        {botNotice && (
          <p className="gallery-notice" role="alert" data-testid="bot-notice">
            {botNotice}
          </p>
        )}
        <p className="gallery-tally">
          Indians down {targetsDown} of {targets.length} · bystanders: {bystanders.map((b) => figureLabel(b.id)).join(', ')}
        </p>
        <button className="roll" data-testid="new-round" disabled={busy} onClick={() => gallery.actions.pressNewRound()}>
          {over ? 'Next round' : 'New round'}
        </button>
        <div className="toggles gallery-bot" role="group" aria-label="Let the bot show me">
          <span>Let the bot show me:</span>
          <button data-testid="bot-easy" disabled={busy || over} onClick={() => gallery.actions.pressBot('easy')}>easy</button>
          <button data-testid="bot-hard" disabled={busy || over} onClick={() => gallery.actions.pressBot('hard')}>hard</button>
        </div>
        <div className="toggles">
          <button aria-pressed={muted} onClick={() => gallery.actions.setMuted(!muted)}>{muted ? 'Sound off' : 'Sound on'}</button>
          <button onClick={() => gallery.actions.resetCamera()}>Reset view</button>
        </div>
      </section>

      <section className="panel result" aria-label="Last flick" aria-live="polite">
        <h2>Last flick</h2>
        {last ? (
          <div data-testid="outcome" data-shot={last.id} data-outcome={JSON.stringify(last.outcome)}>
            <p className="faces">
              {pointsText(last.points)} <span className="gallery-by">({SOURCE_TEXT[last.source]}, flick {last.n})</span>
            </p>
            <dl className="gallery-outcome">
              {describeOutcome(last.outcome).map((line) => (
                <div key={line.label} data-line={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="faces muted">{flying ? 'The die is moving…' : 'No flick yet'}</p>
        )}
        {over && (
          <p className="gallery-over" data-testid="round-over">
            Round {round.number} over: {pointsText(round.points)}. Press “Next round” for a new line-up.
          </p>
        )}
      </section>

      <section className="panel gallery-howto" aria-label="How to flick">
        <h2>How to flick</h2>
        <ol>
          <li>Press on the die at the start line (the gold ring).</li>
          <li>Drag <em>back</em>, away from where you aim: the die flies the other way, like a slingshot.</li>
          <li>Pull further for more power: the ring round the die fills up. The band shows the path the die sweeps, as wide as the die, and about how far it slides: a figure the band touches gets hit.</li>
          <li>Let go to flick. Knock down Indians (+{GALLERY.points.target}), spare the pale bystanders, meeples and riders ({GALLERY.points.bystander}).</li>
        </ol>
        <p className="gallery-keys">Keys: ←/→ aim (Shift: finely), hold Space and let go to flick · ↑/↓ + Enter: flick at a set power.</p>
      </section>

      {last && !flying && (
        <div className="flick-caption" role="status" data-testid="flick-caption" data-shot={last.id}>
          {galleryCaption(lastFigures, last.outcome).lines.map((line) => (
            <p key={line.who} className="flick-caption-line" data-tone={line.tone}>
              <strong>{line.who}</strong>: {line.meaning}
            </p>
          ))}
        </div>
      )}

      <p className="hint" data-testid="hint">
        {hint ??
          (over
            ? 'Round over: “Next round” sets up a new line-up'
            : showingLast
              ? 'Press on the die at the start line for your next flick: the fallen figures leave the board'
              : 'Three flicks a round · drag the table to look around')}
      </p>
    </div>
  );
}
