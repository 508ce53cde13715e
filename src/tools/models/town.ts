// Silver Creek County's town pieces as our own small models, built from boxes,
// cylinders and cones, one primitive per paint colour: a building of each
// type, recognisable by its outline and paint — the ranch a red barn behind a
// fence, the mine a rock mound with a timbered adit, the drugstore white with
// a green cross, the bank a stone temple with columns, the saloon a false
// front with a sign, the hotel three storeys of windows, the church a white
// nave with a steeple, the prison grey with barred windows — plus a mountain
// (three peaks), a house token and a revolver. Feet at y = 0, about 3.4 cm
// across. All in one file (models/town.glb), a node each; the board draws each
// kind in one call with its paint baked into vertex colours (the kit's
// useModelShape).
import * as THREE from 'three';
import type { ModelPart } from './glb.ts';
import { merge } from './place.ts';

/** A part painted one colour, moved into place. */
interface Part {
  colour: string;
  geometry: THREE.BufferGeometry;
}

function paint(g: THREE.BufferGeometry, colour: string, at: [number, number, number] = [0, 0, 0], rot: [number, number, number] = [0, 0, 0]): Part {
  g.rotateX(rot[0]).rotateY(rot[1]).rotateZ(rot[2]);
  g.translate(at[0], at[1], at[2]);
  return { colour, geometry: g };
}

/** A box of size w×h×d whose foot is at `y`. */
const box = (w: number, h: number, d: number, colour: string, x = 0, y = 0, z = 0): Part => paint(new THREE.BoxGeometry(w, h, d), colour, [x, y + h / 2, z]);
const cyl = (r: number, h: number, colour: string, x = 0, y = 0, z = 0, seg = 8): Part => paint(new THREE.CylinderGeometry(r, r, h, seg), colour, [x, y + h / 2, z]);
const cone = (r: number, h: number, colour: string, x = 0, y = 0, z = 0, seg = 8): Part => paint(new THREE.ConeGeometry(r, h, seg), colour, [x, y + h / 2, z]);

/** A pitched roof (a prism) of width w (along x), depth d, rise h, its eaves at y. */
function roof(w: number, d: number, h: number, colour: string, y: number, x = 0, z = 0): Part {
  const s = new THREE.Shape([new THREE.Vector2(-w / 2, 0), new THREE.Vector2(w / 2, 0), new THREE.Vector2(0, h)]);
  const g = new THREE.ExtrudeGeometry(s, { depth: d, bevelEnabled: false });
  g.translate(0, 0, -d / 2);
  return paint(g, colour, [x, y, z]);
}

/** The parts of one colour merged into one primitive with that colour's material. */
function merged(parts: Part[]): ModelPart[] {
  const colours = [...new Set(parts.map((p) => p.colour))];
  return colours.map((colour) => ({
    material: { name: colour, color: Number.parseInt(colour.slice(1), 16), roughness: 0.75, metalness: 0 },
    geometry: merge(parts.filter((p) => p.colour === colour).map((p) => p.geometry)),
  }));
}

const WINDOW = '#2a1f18';
const TIMBER = '#6b4a2b';

function ranch(): Part[] {
  const posts = [-1.6, -0.8, 0, 0.8, 1.6].map((x) => box(0.16, 0.7, 0.16, '#d9c7a0', x, 0, 1.5));
  return [
    box(2.6, 1.5, 2, '#a8322a', 0, 0, -0.3),
    roof(2.9, 2.2, 1.1, '#5b3a26', 1.5, 0, -0.3),
    box(0.9, 1, 0.05, '#f1e6cf', 0, 0, 0.72),
    ...posts,
    box(3.4, 0.12, 0.1, '#d9c7a0', 0, 0.45, 1.5),
  ];
}

function mine(): Part[] {
  return [
    paint(new THREE.SphereGeometry(1.7, 10, 6, 0, Math.PI * 2, 0, Math.PI / 2), '#7b6a58', [0, 0, -0.4]),
    box(1.1, 1.2, 0.5, '#1a1410', 0, 0, 1.15),
    box(0.2, 1.4, 0.2, TIMBER, -0.65, 0, 1.35),
    box(0.2, 1.4, 0.2, TIMBER, 0.65, 0, 1.35),
    box(1.6, 0.22, 0.25, TIMBER, 0, 1.4, 1.35),
    box(0.9, 0.5, 0.6, '#555555', 1.3, 0, 1.3),
  ];
}

function drugstore(): Part[] {
  return [
    box(2.6, 2.2, 2.2, '#efe9dc'),
    box(2.8, 0.15, 2.4, '#3d6b45', 0, 2.2),
    box(0.3, 1, 0.12, '#2e9e4a', 0, 2.45, 0.6),
    box(1, 0.3, 0.12, '#2e9e4a', 0, 2.8, 0.6),
    box(0.7, 1.1, 0.05, WINDOW, -0.6, 0, 1.11),
    box(0.6, 0.6, 0.05, '#7fb3c8', 0.6, 0.6, 1.11),
  ];
}

function bank(): Part[] {
  const cols = [-1.05, -0.35, 0.35, 1.05].map((x) => cyl(0.18, 1.6, '#f2eee2', x, 0.3, 1.05));
  return [
    box(3, 0.3, 2.6, '#c9c2b0', 0, 0, 0),
    box(2.6, 1.6, 1.8, '#b8b09c', 0, 0.3, -0.3),
    ...cols,
    box(3, 0.25, 2.6, '#c9c2b0', 0, 1.9, 0),
    roof(3, 2.6, 0.7, '#a8a090', 2.15),
    box(0.5, 0.3, 0.06, '#d4a62a', 0, 2.3, 1.31),
  ];
}

function saloon(): Part[] {
  return [
    box(2.6, 1.8, 2.2, '#9a6a3e', 0, 0, -0.1),
    box(3, 3, 0.2, '#b07a45', 0, 0, 1.05),
    box(3.1, 0.15, 0.9, '#6b4a2b', 0, 1.5, 1.55),
    box(0.12, 1.5, 0.12, TIMBER, -1.45, 0, 1.95),
    box(0.12, 1.5, 0.12, TIMBER, 1.45, 0, 1.95),
    box(1.9, 0.6, 0.06, '#e8c35a', 0, 2.1, 1.18),
    box(0.9, 0.8, 0.06, WINDOW, 0, 0.1, 1.18),
  ];
}

function hotel(): Part[] {
  const wins: Part[] = [];
  for (let f = 0; f < 3; f++) for (const x of [-0.8, 0, 0.8]) wins.push(box(0.42, 0.55, 0.06, f === 0 && x === 0 ? WINDOW : '#f3d98a', x, 0.35 + f * 1.05, 1.01));
  return [box(2.8, 3.3, 2, '#7d4b7a'), box(3, 0.2, 2.2, '#3a2438', 0, 3.3), ...wins];
}

function church(): Part[] {
  return [
    box(1.8, 1.6, 2.8, '#f4f1ea', 0, 0, -0.2),
    roof(2.1, 3, 1, '#6b6f78', 1.6, 0, -0.2),
    box(0.9, 2.6, 0.9, '#f4f1ea', 0, 0, 1.15),
    cone(0.7, 1.5, '#6b6f78', 0, 2.6, 1.15, 4),
    box(0.1, 0.7, 0.1, '#d4a62a', 0, 4.05, 1.15),
    box(0.45, 0.1, 0.1, '#d4a62a', 0, 4.45, 1.15),
    box(0.5, 0.9, 0.05, WINDOW, 0, 0, 1.61),
  ];
}

function prison(): Part[] {
  const bars: Part[] = [];
  for (const wx of [-0.75, 0.75]) for (const dx of [-0.2, 0, 0.2]) bars.push(box(0.07, 0.7, 0.07, '#222222', wx + dx, 0.9, 1.26));
  return [
    box(3, 2, 2.4, '#8d8d88'),
    box(3.2, 0.3, 2.6, '#6a6a66', 0, 2),
    box(0.6, 0.7, 0.05, '#1a1a1a', -0.75, 0.9, 1.21),
    box(0.6, 0.7, 0.05, '#1a1a1a', 0.75, 0.9, 1.21),
    ...bars,
    box(0.8, 1.3, 0.06, '#4a3a2a', 0, 0, 1.22),
  ];
}

/** A mountain: three grey-brown peaks with snow caps. */
const mountain = (): Part[] => [
    cone(1.6, 3.2, '#6f675c', -0.3, 0, -0.3, 7),
    cone(0.55, 0.9, '#f1f1ee', -0.3, 2.3, -0.3, 7),
    cone(1.15, 2.2, '#80776a', 1, 0, 0.8, 6),
    cone(1.05, 1.8, '#7a6e5e', -1.1, 0, 1, 6),
];

/** A house token: cream walls and a dark roof. */
const house = (): Part[] => [box(1.9, 1.2, 1.7, '#eadfc4'), roof(2.1, 1.9, 0.9, '#7a3b2a', 1.2), box(0.4, 0.7, 0.05, WINDOW, 0, 0, 0.86)];

/** A revolver lying on its side: barrel, cylinder, grip; about 2 cm long. */
const revolver = (): Part[] => [
    box(1.4, 0.22, 0.22, '#4a4a50', 0.35, 0.55, 0),
    paint(new THREE.CylinderGeometry(0.24, 0.24, 0.4, 8), '#5c5c62', [-0.25, 0.55, 0], [0, 0, Math.PI / 2]),
    paint(new THREE.BoxGeometry(0.35, 0.75, 0.26), '#6b4a2b', [-0.6, 0.3, 0], [0, 0, 0.45]),
];

const MAKERS = { ranch, mine, drugstore, bank, saloon, hotel, church, prison, mountain, house, revolver };

/** Every town piece by its node name (the buildings by their kind in the rules). */
export const townModels = (): Record<string, ModelPart[]> => Object.fromEntries(Object.entries(MAKERS).map(([name, make]) => [name, merged(make())]));
