// Dice sounds synthesised with WebAudio from collision force: a short
// filtered noise burst (the knock) plus a faint click, louder and brighter for
// harder hits. No sound files. The context starts on the first user gesture.

const MAX_PER_FRAME = 5;

export class ImpactSound {
  private ctx: AudioContext | null = null;
  private noise: AudioBuffer | null = null;

  /** Call from a user gesture (pointerdown, keydown) so browsers allow audio. */
  unlock(): void {
    if (this.ctx || typeof AudioContext === 'undefined') return;
    this.ctx = new AudioContext();
    const length = Math.floor(this.ctx.sampleRate * 0.08);
    this.noise = this.ctx.createBuffer(1, length, this.ctx.sampleRate);
    const data = this.noise.getChannelData(0);
    let seed = 12345;
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = ((seed / 4294967296) * 2 - 1) * (1 - i / length) ** 3;
    }
  }

  /** Plays the strongest impacts of a frame; forces in newtons. */
  play(forces: readonly number[]): void {
    const ctx = this.ctx;
    if (!ctx || !this.noise || forces.length === 0) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const loudest = [...forces].sort((a, b) => b - a).slice(0, MAX_PER_FRAME);
    for (const force of loudest) {
      // Perceived loudness grows with the log of the force; 0.15 N is silence, ~20 N is a slam.
      const level = Math.min(1, Math.max(0, Math.log10(force / 0.15) / 2.1));
      if (level <= 0.02) continue;
      const src = ctx.createBufferSource();
      src.buffer = this.noise;
      src.playbackRate.value = 0.8 + Math.random() * 0.5;
      const band = ctx.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = 1800 + level * 2600;
      band.Q.value = 1.4;
      const gain = ctx.createGain();
      gain.gain.value = 0.5 * level * level;
      src.connect(band).connect(gain).connect(ctx.destination);
      src.start();
    }
  }

  close(): void {
    void this.ctx?.close();
    this.ctx = null;
  }
}
