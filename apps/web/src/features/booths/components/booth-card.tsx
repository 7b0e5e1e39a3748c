import type { BoothType } from '@foyer/contracts';
import { useId } from 'react';

interface BoothCardProps {
  type: BoothType;
  color: string;
  logo: string | null;
  name: string;
  /** A custom image that replaces the drawing altogether. */
  image: string | null;
}

const validColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : '#5b3cc4');

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (v: number) => Math.round(v + (target - v) * a);
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/**
 * The booth card (spec 3 "A booth card renders by booth type"): an exhibition stand drawn in the booth's
 * colour with its logo on the fascia — a counter for small, a side tower for medium, two towers and a
 * screen for large. A custom booth image replaces the drawing.
 */
export function BoothCard({ type, color, logo, name, image }: BoothCardProps) {
  const id = useId().replace(/:/g, '');
  if (image) {
    // Not draggable: a drag of the image would cancel the swipe on the card.
    return <img src={image} alt={name} draggable={false} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />;
  }
  const c = validColor(color);
  const dark = shade(c, -0.35);
  const light = shade(c, 0.55);
  const wide = type !== 'small';
  const wallX = type === 'large' ? 60 : type === 'medium' ? 90 : 130;
  const wallW = 480 - 2 * wallX + 40;
  return (
    <svg viewBox="0 0 520 320" role="img" aria-label={name} data-booth-type={type} style={{ width: '100%', height: '100%', display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-floor`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e9e6f2" />
          <stop offset="1" stopColor="#d7d3e4" />
        </linearGradient>
        <linearGradient id={`${id}-wall`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={c} />
          <stop offset="1" stopColor={shade(c, -0.15)} />
        </linearGradient>
      </defs>
      <ellipse cx="260" cy="292" rx="250" ry="22" fill="#000" opacity="0.08" />
      <polygon points={`${wallX - 30},290 ${520 - wallX + 30},290 ${500 - wallX},250 ${wallX + 20},250`} fill={`url(#${id}-floor)`} />
      <rect x={wallX} y="70" width={wallW} height="180" rx="6" fill={`url(#${id}-wall)`} />
      <rect x={wallX} y="70" width={wallW} height="180" rx="6" fill="none" stroke={dark} strokeWidth="2" />
      <rect x={wallX + 16} y="28" width={wallW - 32} height="56" rx="8" fill="#fff" stroke={dark} strokeWidth="2" />
      {logo ? (
        <image href={logo} x={wallX + 24} y="34" width={wallW - 48} height="44" preserveAspectRatio="xMidYMid meet" />
      ) : (
        <text x="260" y="64" textAnchor="middle" fontSize="22" fontWeight="700" fill={dark} fontFamily="Inter Variable, sans-serif">
          {name.slice(0, 24)}
        </text>
      )}
      {type === 'large' ? <rect x="190" y="108" width="140" height="82" rx="4" fill="#1d1b26" stroke={light} strokeWidth="3" /> : null}
      {type === 'large' ? <polygon points="245,132 245,166 275,149" fill={light} opacity="0.85" /> : null}
      {wide ? (
        <g>
          <rect x={wallX - 26} y="96" width="40" height="170" rx="4" fill={dark} />
          <rect x={wallX - 20} y="110" width="28" height="28" rx="14" fill={light} opacity="0.9" />
        </g>
      ) : null}
      {type === 'large' ? (
        <g>
          <rect x={520 - wallX - 14} y="96" width="40" height="170" rx="4" fill={dark} />
          <rect x={520 - wallX - 8} y="110" width="28" height="28" rx="14" fill={light} opacity="0.9" />
        </g>
      ) : null}
      <rect x={type === 'small' ? 195 : 175} y="206" width={type === 'small' ? 130 : 170} height="58" rx="6" fill="#fff" stroke={dark} strokeWidth="2" />
      <rect x={type === 'small' ? 195 : 175} y="206" width={type === 'small' ? 130 : 170} height="12" rx="4" fill={c} />
      <circle cx={type === 'small' ? 300 : 320} cy="198" r="8" fill={light} stroke={dark} strokeWidth="2" />
      <rect x={type === 'small' ? 213 : 195} y="190" width="34" height="16" rx="3" fill="#f4f2fa" stroke={dark} strokeWidth="1.5" />
    </svg>
  );
}
