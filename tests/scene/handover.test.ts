// A piece gliding into a place the board draws itself: the board leaves the
// place empty while it glides, the moving copy stays shown until the board
// draws it there, and is hidden exactly then (never twice, never not at all).
import { describe, expect, it } from 'vitest';
import { GLIDES } from '../../src/scene/kit/glide.ts';
import { Handover } from '../../src/scene/kit/handover.ts';
import { PieceMotion } from '../../src/scene/kit/piece-motion.ts';
import { restPose } from '../../src/scene/kit/settled-row.ts';

const pose = (x: number) => restPose('d6', { x, z: 0 }, 1, 1);
const LATER = performance.now() + 60_000;

function twoDice() {
  const motion = new PieceMotion(3);
  motion.jump(0, pose(0));
  motion.jump(1, pose(3));
  return { motion, handover: new Handover(motion) };
}

describe('kit handover: a piece gliding into a board place', () => {
  it('the place is arriving while the piece glides, and the piece is held', () => {
    const { handover } = twoDice();
    handover.glide(0, pose(10), GLIDES.place, '2:1');
    expect(handover.arriving()).toEqual(['2:1']);
    expect(handover.held(0)).toBe(true);
    expect(handover.held(1)).toBe(false);
  });

  it('on arrival the place stops arriving but the landed copy stays shown until the board draws it', () => {
    const { motion, handover } = twoDice();
    handover.glide(0, pose(10), GLIDES.place, '2:1');
    expect(handover.land(motion.step(LATER)!)).toBe(true);
    expect(handover.arriving()).toEqual([]);
    expect(handover.held(0)).toBe(true);
    expect(motion.piece(0).shown).toBe(true);
    // The board still leaves another place empty: this copy is not released yet.
    expect(handover.release(['0:0'])).toBe(true);
    expect(motion.piece(0).shown).toBe(false);
    expect(handover.held(0)).toBe(false);
  });

  it('a landed copy whose place is still arriving (another die glides there) is kept', () => {
    const { motion, handover } = twoDice();
    handover.glide(0, pose(10), GLIDES.place, '2:1');
    handover.land(motion.step(LATER)!);
    expect(handover.release(['2:1'])).toBe(false);
    expect(motion.piece(0).shown).toBe(true);
  });

  it('a glide to no place lands nowhere and is not held', () => {
    const { motion, handover } = twoDice();
    handover.glide(1, pose(5), GLIDES.place);
    expect(handover.held(1)).toBe(false);
    expect(handover.arriving()).toEqual([]);
    expect(handover.land(motion.step(LATER)!)).toBe(false);
  });

  it('a forgotten piece goes to no place', () => {
    const { handover } = twoDice();
    handover.glide(0, pose(10), GLIDES.place, '2:1');
    handover.forget(0);
    expect(handover.arriving()).toEqual([]);
    expect(handover.held(0)).toBe(false);
  });
});

describe('kit handover: what the board is told', () => {
  it('publish names the places arriving now; a landing tells the board at once', () => {
    const { motion, handover } = twoDice();
    handover.glide(0, pose(10), GLIDES.place, '2:1');
    expect(handover.places.getState().arriving).toEqual([]);
    handover.publish();
    expect(handover.places.getState().arriving).toEqual(['2:1']);
    handover.land(motion.step(LATER)!);
    expect(handover.places.getState().arriving).toEqual([]);
  });
});
