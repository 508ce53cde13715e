// Gold nuggets: every seat's pile and the bank's, as the kit's GoldHeaps (one
// draw call for all the gold), each pile with a sign naming its owner and count.
import { CountSign, GoldHeaps } from '../../../../scene/kit/index.ts';
import { SIGN_SIZE, pileSpot, signSpot } from '../../table-spots.ts';
import { seatColour } from '../../colours.ts';
import { pileSign } from '../../track-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';

const SIGN = { ...SIGN_SIZE, tilt: 0.6, border: null, background: '#f3e6c8e8' } as const;
const COUNT = { colour: '#7a4e00', size: 1.1, bold: true } as const;

export function Gold({ gold, bank, names }: { gold: readonly number[]; bank: number; names: readonly string[] }) {
  const owners: (number | 'bank')[] = [...gold.map((_, seat) => seat), 'bank'];
  const count = (owner: number | 'bank') => (owner === 'bank' ? bank : (gold[owner] ?? 0));
  return (
    <group name="pony-gold">
      <GoldHeaps heaps={owners.map((owner) => ({ count: count(owner), ...pileSpot(owner, gold.length) }))} />
      {owners.map((owner) => {
        const at = signSpot(owner, gold.length);
        const seat = owner === 'bank' ? null : owner;
        const sign = pileSign(count(owner), seat === null);
        return (
          <CountSign key={owner} name={`gold-sign-${owner}`} position={[at.x, 0.05, at.z]} {...SIGN} title={sign.title ? formatMessage(sign.title) : (names[seat!] ?? String(seat! + 1))} titleLook={{ colour: seat === null ? '#3a2614' : seatColour(seat) }} count={formatMessage(sign.count)} countLook={seat === null ? { ...COUNT, colour: '#8a5a00' } : COUNT} />
        );
      })}
    </group>
  );
}
