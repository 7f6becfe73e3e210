/** The demo's pack units in Hindi, as a shop's price list writes them. */
const hindiUnits: Record<string, string> = {
  g: 'ग्राम',
  kg: 'किलो',
  ml: 'मि.ली.',
  l: 'लीटर',
  pack: 'पैक',
  packs: 'पैक',
  piece: 'नग',
  pieces: 'नग',
  dozen: 'दर्जन',
};

/** A demo pack label in Hindi: "500 g" → "500 ग्राम", "1 L" → "1 लीटर"; an unknown label comes back unchanged. */
export function hindiPackLabel(label: string): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(label);
  const unit = match ? hindiUnits[match[2]!.toLowerCase()] : undefined;
  return match && unit ? `${match[1]} ${unit}` : label;
}
