// The gallery's DOM interface over the canvas: the round and its score, the
// last flick's outcome as text, how to flick, the bot buttons, new round,
// sound and view, and the last flick's caption over the table (who fell and
// what it scores, as the game rooms stage their flicks), shown until the next
// die flies. Reads the store narrowly; nothing here changes per frame.
// Its words are the room's catalog part (ids shooting-gallery.*, issue 25).
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { formatText } from '../../i18n/format-message.ts';
import { GALLERY, figureLabel } from './layout.ts';
import { describeOutcome, galleryCaption, pointsText } from './score.ts';
import '../../scene/session/flick-caption.css';
import { roundOver, type GalleryState, type GalleryStore, type Shot } from './store.ts';

/** What the bot is doing; while it searches in its worker the page is free, so say the view can still move. */
function botStatus(bot: NonNullable<GalleryState['bot']>): string {
  const level = bot.level;
  if (bot.aim) return i18n._({ id: 'shooting-gallery.bot.flicks', message: 'The {level, select, easy {easy} hard {hard} other {{level}}} bot flicks…', values: { level } });
  return bot.on === 'worker'
    ? i18n._({ id: 'shooting-gallery.bot.aiming', message: 'The {level, select, easy {easy} hard {hard} other {{level}}} bot is aiming… (you can still turn the view)', values: { level } })
    : i18n._({ id: 'shooting-gallery.bot.aiming-page', message: 'The {level, select, easy {easy} hard {hard} other {{level}}} bot is aiming on this page…', values: { level } });
}

const SOURCE_TEXT: Record<Shot['source'], { id: string; message: string }> = {
  drag: /*i18n*/ { id: 'shooting-gallery.by.drag', message: 'your drag' },
  keys: /*i18n*/ { id: 'shooting-gallery.by.keys', message: 'your keys' },
  'bot-easy': /*i18n*/ { id: 'shooting-gallery.by.bot-easy', message: 'easy bot' },
  'bot-hard': /*i18n*/ { id: 'shooting-gallery.by.bot-hard', message: 'hard bot' },
  automation: /*i18n*/ { id: 'shooting-gallery.by.automation', message: 'automation' },
};

export function Hud({ gallery }: { gallery: GalleryStore }) {
  useLanguage();
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
  const moving = i18n._({ id: 'shooting-gallery.moving', message: 'The die is moving…' });
  const status = bot
    ? botStatus(bot)
    : flying
      ? moving
      : over
        ? i18n._({ id: 'shooting-gallery.round-over', message: 'Round over' })
        : i18n._({ id: 'shooting-gallery.flick-of', message: 'Flick {n} of {total}', values: { n: round.shots.length + 1, total: GALLERY.flicksPerRound } });

  return (
    <div
      className="hud gallery-hud"
      onClick={(e) => {
        // A button clicked with the mouse gives the focus back, so Space flicks instead of pressing it again.
        if (e.detail > 0 && e.target instanceof HTMLButtonElement) e.target.blur();
      }}
    >
      <header className="hud-bar">
        <a className="hud-back" href="./">← {i18n._({ id: 'result.lobby', message: 'Lobby' })}</a>
        <h1>{i18n._({ id: 'shooting-gallery.title', message: 'Shooting gallery' })}</h1>
      </header>

      <section className="panel controls" aria-label={i18n._({ id: 'shooting-gallery.round-label', message: 'Round' })}>
        <h2>{i18n._({ id: 'shooting-gallery.round', message: 'Round {n}', values: { n: round.number } })}</h2>
        <p className="gallery-score" data-testid="round-score" data-points={round.points}>
          {i18n._({ id: 'shooting-gallery.points', message: '{points, plural, one {# point} other {# points}}', values: { points: round.points } })}
          {best !== null && <span className="best"> · {i18n._({ id: 'shooting-gallery.best', message: 'best {best}', values: { best } })}</span>}
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
          {i18n._({ id: 'shooting-gallery.tally', message: 'Indians down {down} of {total} · bystanders: {bystanders}', values: { down: targetsDown, total: targets.length, bystanders: bystanders.map((b) => figureLabel(b.id)).join(', ') } })}
        </p>
        <button className="roll" data-testid="new-round" disabled={busy} onClick={() => gallery.actions.pressNewRound()}>
          {over ? i18n._({ id: 'shooting-gallery.next-round', message: 'Next round' }) : i18n._({ id: 'shooting-gallery.new-round', message: 'New round' })}
        </button>
        <div className="toggles gallery-bot" role="group" aria-label={i18n._({ id: 'shooting-gallery.bot-show', message: 'Let the bot show me' })}>
          <span>{i18n._({ id: 'shooting-gallery.bot-show-colon', message: 'Let the bot show me:' })}</span>
          <button data-testid="bot-easy" disabled={busy || over} onClick={() => gallery.actions.pressBot('easy')}>{i18n._({ id: 'shooting-gallery.easy', message: 'easy' })}</button>
          <button data-testid="bot-hard" disabled={busy || over} onClick={() => gallery.actions.pressBot('hard')}>{i18n._({ id: 'shooting-gallery.hard', message: 'hard' })}</button>
        </div>
        <div className="toggles">
          <button aria-pressed={muted} onClick={() => gallery.actions.setMuted(!muted)}>{muted ? i18n._({ id: 'shooting-gallery.sound-off', message: 'Sound off' }) : i18n._({ id: 'shooting-gallery.sound-on', message: 'Sound on' })}</button>
          <button onClick={() => gallery.actions.resetCamera()}>{i18n._({ id: 'view.reset', message: 'Reset view' })}</button>
        </div>
      </section>

      <section className="panel result" aria-label={i18n._({ id: 'shooting-gallery.last', message: 'Last flick' })} aria-live="polite">
        <h2>{i18n._({ id: 'shooting-gallery.last', message: 'Last flick' })}</h2>
        {last ? (
          <div data-testid="outcome" data-shot={last.id} data-outcome={JSON.stringify(last.outcome)}>
            <p className="faces">
              {pointsText(last.points)} <span className="gallery-by">{i18n._({ id: 'shooting-gallery.by', message: '({by}, flick {n})', values: { by: i18n._(SOURCE_TEXT[last.source]), n: last.n } })}</span>
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
          <p className="faces muted">{flying ? moving : i18n._({ id: 'shooting-gallery.no-flick', message: 'No flick yet' })}</p>
        )}
        {over && (
          <p className="gallery-over" data-testid="round-over">
            {i18n._({ id: 'shooting-gallery.over', message: 'Round {n} over: {points}. Press “Next round” for a new line-up.', values: { n: round.number, points: pointsText(round.points) } })}
          </p>
        )}
      </section>

      <section className="panel gallery-howto" aria-label={i18n._({ id: 'shooting-gallery.howto', message: 'How to flick' })}>
        <h2>{i18n._({ id: 'shooting-gallery.howto', message: 'How to flick' })}</h2>
        <ol>
          <li>{i18n._({ id: 'shooting-gallery.howto.1', message: 'Press on the die at the start line (the gold ring).' })}</li>
          <li>{i18n._({ id: 'shooting-gallery.howto.2', message: 'Drag back, away from where you aim: the die flies the other way, like a slingshot.' })}</li>
          <li>{i18n._({ id: 'shooting-gallery.howto.3', message: 'Pull further for more power: the ring round the die fills up. The band shows the path the die sweeps, as wide as the die, and about how far it slides: a figure the band touches gets hit.' })}</li>
          <li>{i18n._({ id: 'shooting-gallery.howto.4', message: 'Let go to flick. Knock down Indians (+{target}), spare the pale bystanders, meeples and riders ({bystander}).', values: { target: GALLERY.points.target, bystander: GALLERY.points.bystander } })}</li>
        </ol>
        <p className="gallery-keys">{i18n._({ id: 'shooting-gallery.keys', message: 'Keys: ←/→ aim (Shift: finely), hold Space and let go to flick · ↑/↓ + Enter: flick at a set power.' })}</p>
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
        {hint !== null
          ? formatText(hint)
          : over
            ? i18n._({ id: 'shooting-gallery.hint.over', message: 'Round over: “Next round” sets up a new line-up' })
            : showingLast
              ? i18n._({ id: 'shooting-gallery.hint.next', message: 'Press on the die at the start line for your next flick: the fallen figures leave the board' })
              : i18n._({ id: 'shooting-gallery.hint.start', message: 'Three flicks a round · drag the table to look around' })}
      </p>
    </div>
  );
}
