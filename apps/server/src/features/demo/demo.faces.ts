import { seeded } from './demo.art';

/**
 * Illustrated portraits of the demo attendees, drawn as SVG in code (no photos): a coloured disc,
 * shoulders, a face in one of several skin tones, one of several hair styles, eyes, brows and a smile,
 * sometimes glasses. The same seed draws the same face, so stored files keep their content-hashed names.
 */

const skins = ['#f6d3b3', '#eab98f', '#d49a6a', '#b87a4b', '#8d5a36', '#5e3b22'];
const hairs = ['#1f1a17', '#3b2a20', '#6b4423', '#a0522d', '#d9a441', '#c9c4bf', '#7a2e1e'];
const backgrounds = ['#e9e3ff', '#dff4f1', '#ffe6d9', '#e3ecff', '#fdf1c7', '#f3e1f5', '#e2f2d9'];
const clothes = ['#5b3cc4', '#0e7c86', '#c2410c', '#1d4ed8', '#334155', '#9d174d', '#15803d'];

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;

function hair(style: number, color: string): { back: string; front: string } {
  switch (style) {
    case 0: // short
      return { back: '', front: `<path d="M62 96c0-30 18-46 38-46s38 16 38 46c-6-14-20-22-38-22s-32 8-38 22z" fill="${color}"/>` };
    case 1: // long
      return {
        back: `<path d="M56 100c0-34 20-54 44-54s44 20 44 54v62H56z" fill="${color}"/>`,
        front: `<path d="M60 98c2-28 20-44 40-44s38 16 40 44c-10-16-24-24-40-24s-30 8-40 24z" fill="${color}"/>`,
      };
    case 2: // bun
      return {
        back: `<circle cx="100" cy="44" r="16" fill="${color}"/>`,
        front: `<path d="M62 96c0-30 18-44 38-44s38 14 38 44c-8-12-22-20-38-20s-30 8-38 20z" fill="${color}"/>`,
      };
    case 3: // curly
      return {
        back: '',
        front: [60, 74, 88, 102, 116, 130, 140].map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 62 : 70}" r="14" fill="${color}"/>`).join(''),
      };
    default: // close crop
      return { back: '', front: `<path d="M66 86c4-22 18-32 34-32s30 10 34 32c-8-8-20-12-34-12s-26 4-34 12z" fill="${color}"/>` };
  }
}

/** One portrait, 200×200. */
export function faceSvg(seed: number): string {
  const r = seeded(seed * 7919 + 17);
  const skin = pick(skins, r);
  const hairColor = pick(hairs, r);
  const { back, front } = hair(Math.floor(r() * 5), hairColor);
  const glasses = r() < 0.3;
  const smile = 6 + Math.round(r() * 6);
  const shirt = pick(clothes, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${pick(backgrounds, r)}"/>
${back}
<path d="M30 200c4-40 34-58 70-58s66 18 70 58z" fill="${shirt}"/>
<path d="M86 128h28v22c-8 6-20 6-28 0z" fill="${skin}"/>
<ellipse cx="100" cy="100" rx="38" ry="44" fill="${skin}"/>
${front}
<ellipse cx="85" cy="102" rx="4" ry="5" fill="#1f1a17"/><ellipse cx="115" cy="102" rx="4" ry="5" fill="#1f1a17"/>
<path d="M77 91q8-5 16 0M107 91q8-5 16 0" stroke="${hairColor}" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M${100 - smile} 121q${smile} ${smile} ${smile * 2} 0" stroke="#8a3b2e" stroke-width="3" fill="none" stroke-linecap="round"/>
${glasses ? '<g stroke="#1f2937" stroke-width="3" fill="none"><circle cx="85" cy="102" r="11"/><circle cx="115" cy="102" r="11"/><path d="M96 102h8"/></g>' : ''}
</svg>`;
}
