// A sign naming whose pile lies by it and how much it holds: a bold name over
// a count ("Bank" over "1348 chips"). Why a kit piece: the seat, bank and
// stack signs of Tableau Gulch (gambler TableProps) and the gold piles' signs
// of Mail Run (pony-express Gold) are all this two-line TableLabel.
import { TableLabel, type LabelLine, type TableLabelProps } from './TableLabel.tsx';

export interface CountSignProps extends Omit<TableLabelProps, 'lines'> {
  title: string;
  count: string;
  /** The name's line (bold); the count's line (0.9 in gold ink unless given). */
  titleLook?: Omit<LabelLine, 'text'>;
  countLook?: Omit<LabelLine, 'text'>;
}

export function CountSign({ title, count, titleLook, countLook = { size: 0.9, colour: '#e2b865' }, ...label }: CountSignProps) {
  return <TableLabel {...label} lines={[{ bold: true, ...titleLook, text: title }, { ...countLook, text: count }]} />;
}
