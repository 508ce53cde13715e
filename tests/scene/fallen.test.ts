// Fallen figures lie where the physics left them until the rules stand them
// up: a figure knocked down is kept at its settled pose, drawn while the rules
// do not list it standing, renewed or forgotten by the next flick that holds
// it. Before, an Indian shot in a visit vanished at the next flick.
import { describe, expect, it } from 'vitest';
import { recordFallen, stillDown } from '../../src/scene/session/fallen.ts';
import type { FigureSpot, FlickOutcome, FlickSetup, Pose } from '../../src/physics/types.ts';

const upright = (x: number, z: number): Pose => ({ position: { x, y: 0, z }, rotation: { x: 0, y: 0, z: 0, w: 1 } });
const lying = (x: number, z: number): Pose => ({ position: { x, y: 0.7, z }, rotation: { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 } });
const indian = (i: number, role: FigureSpot['role'] = 'target'): FigureSpot => ({ id: `indian-${i}`, model: 'indian', x: -30 + 6 * i, z: -30, role });
const rider: FigureSpot = { id: 'rider-2', model: 'rider', x: 0, z: -25, role: 'bystander', owner: 2 };

function outcome(fallen: string[], offBoard: string[] = []): FlickOutcome {
  return { kind: 'flick', touched: [], fallen, offBoard, bystandersHit: [], dieRest: { x: 0, z: 0 }, dieOffTable: false };
}

describe('fallen figures', () => {
  it('a figure knocked over is kept at exactly the pose it settled in, with its model and owner', () => {
    const setup: FlickSetup = { die: 'poker', figures: [indian(0), rider] };
    const poses = [lying(-31, -29), lying(1, -24)];
    const memory = recordFallen([], setup, outcome(['indian-0', 'rider-2']), poses);
    expect(memory).toEqual([
      { id: 'indian-0', model: 'indian', pose: poses[0] },
      { id: 'rider-2', model: 'rider', owner: 2, pose: poses[1] },
    ]);
    // A copy: later changes to the physics' poses do not move the figure on the table.
    poses[0]!.position.x = 99;
    expect(memory[0]!.pose.position.x).toBe(-31);
  });

  it('an Indian shot in the first flick of a visit still lies there during the second flick, which does not hold it', () => {
    const first: FlickSetup = { die: 'poker', figures: [indian(0), indian(1), indian(2), rider] };
    let memory = recordFallen([], first, outcome(['indian-1']), [upright(-30, -30), lying(-23, -31), upright(-18, -30), upright(0, -25)]);
    // Flick two: the rules list Indians 0 and 2 standing; Indian 1 is not in the flick.
    const second: FlickSetup = { die: 'poker', figures: [indian(0), indian(2), rider] };
    memory = recordFallen(memory, second, outcome([]), [upright(-30, -30), upright(-18, -30), upright(0, -25)]);
    const standing = new Set(['indian-0', 'indian-2', 'rider-2']);
    expect(stillDown(memory, standing).map((f) => f.id)).toEqual(['indian-1']);
    expect(stillDown(memory, standing)[0]!.pose.position).toEqual({ x: -23, y: 0.7, z: -31 });
  });

  it('once the rules stand a figure again it is no longer drawn lying', () => {
    const setup: FlickSetup = { die: 'poker', figures: [indian(1), rider] };
    const memory = recordFallen([], setup, outcome(['indian-1', 'rider-2']), [lying(-24, -30), lying(1, -24)]);
    // The visit is over: all Indians stand; the rider stood up at once (the rules keep no rider down).
    expect(stillDown(memory, new Set(['indian-0', 'indian-1', 'indian-2', 'rider-2']))).toEqual([]);
  });

  it('a later flick holding the figure renews its pose when it falls again and forgets it when it stands', () => {
    const setup: FlickSetup = { die: 'poker', figures: [indian(1, 'bystander')] };
    let memory = recordFallen([], setup, outcome(['indian-1']), [lying(-24, -30)]);
    memory = recordFallen(memory, setup, outcome(['indian-1']), [lying(-20, -28)]);
    expect(memory).toHaveLength(1);
    expect(memory[0]!.pose.position.x).toBe(-20);
    memory = recordFallen(memory, setup, outcome([]), [upright(-24, -30)]);
    expect(memory).toEqual([]);
  });

  it('a figure knocked off the board lies where it landed; one that fell off the table is not drawn', () => {
    const setup: FlickSetup = { die: 'poker', figures: [indian(0), indian(1)] };
    const below: Pose = { position: { x: -70, y: -40, z: -30 }, rotation: { x: 0, y: 0, z: 0, w: 1 } };
    const memory = recordFallen([], setup, outcome([], ['indian-0', 'indian-1']), [lying(-52, -30), below]);
    expect(memory.map((f) => f.id)).toEqual(['indian-0']);
  });
});
