/** Two rising notes, like a shop's door chime: short, clear over kitchen noise, not alarming. */
const NOTES = [
  { frequency: 880, start: 0 },
  { frequency: 1318.5, start: 0.18 },
] as const;
const NOTE_SECONDS = 0.35;

/** Plays the new-order chime on `context`; drawn with oscillators, so no sound file is loaded. */
export function playChime(context: AudioContext): void {
  const at = context.currentTime;
  for (const note of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    // Quick rise and a soft fall, so the note does not click.
    gain.gain.setValueAtTime(0.0001, at + note.start);
    gain.gain.exponentialRampToValueAtTime(0.5, at + note.start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.start + NOTE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at + note.start);
    oscillator.stop(at + note.start + NOTE_SECONDS);
  }
}
