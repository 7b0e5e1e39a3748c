/** Texts of the demo venue: program, chat and feed (English, like the `demo` event). */

export const programTagsEn = [
  { text: 'Keynote', color: '#5b3cc4' },
  { text: 'AI', color: '#0e7c86' },
  { text: 'Design', color: '#d9468f' },
  { text: 'Sustainability', color: '#2f9e44' },
  { text: 'Hands-on', color: '#e8590c' },
] as const;
export type DemoTag = (typeof programTagsEn)[number]['text'];

export interface DemoSession {
  name: string;
  description: string;
  tags: DemoTag[];
}

/** Sessions per mapped space, repeated over the event's days in this order. */
export const sessionsBySpace: Record<'main-stage' | 'cinema' | 'poster-hall' | 'lounge' | 'terrace' | 'speed-networking', DemoSession[]> = {
  'main-stage': [
    { name: 'Opening keynote: light at human scale', description: 'Why the next decade of optics is about people, not pixels.', tags: ['Keynote'] },
    { name: 'Designing calm interfaces', description: 'A studio shares how it removes features until the product feels quiet.', tags: ['Design'] },
    { name: 'Models that see in the dark', description: 'Low-light vision research, from lab bench to street lamp.', tags: ['AI'] },
    { name: 'Panel: circular hardware', description: 'Repair, reuse and the true cost of a lens.', tags: ['Sustainability'] },
    { name: 'Live demo: photonic chips', description: 'A bench, a laser and a chip the size of a stamp.', tags: ['Hands-on', 'AI'] },
    { name: 'Closing keynote: what we saw', description: 'Highlights and open questions of the day.', tags: ['Keynote'] },
  ],
  cinema: [
    { name: 'Film: The Lighthouse Keepers', description: 'A 40-minute documentary about the last staffed lighthouses.', tags: ['Sustainability'] },
    { name: 'Shorts: made with light', description: 'Five short films shot with experimental lenses.', tags: ['Design'] },
    { name: 'Recording: yesterday\'s keynote', description: 'Missed it? Watch it together, with the speaker in the chat.', tags: ['Keynote'] },
  ],
  'poster-hall': [
    { name: 'Poster session: imaging', description: 'Meet the authors of twelve imaging posters.', tags: ['AI'] },
    { name: 'Poster session: materials', description: 'Glass, polymers and metasurfaces.', tags: ['Sustainability'] },
  ],
  lounge: [
    { name: 'Coffee and introductions', description: 'Hosts introduce people who should meet.', tags: [] },
    { name: 'Ask the speakers', description: 'Today\'s speakers take questions at the round tables.', tags: ['Keynote'] },
    { name: 'Design critique circle', description: 'Bring a screen, get three honest opinions.', tags: ['Design', 'Hands-on'] },
  ],
  terrace: [
    { name: 'Sunset drinks', description: 'The bar opens on the roof; bring your badge.', tags: [] },
    { name: 'Acoustic set', description: 'A quiet set as the lights come on over the water.', tags: [] },
  ],
  'speed-networking': [{ name: 'Speed networking round', description: 'Five minutes per conversation, ten conversations.', tags: ['Hands-on'] }],
};

export const chatMessagesEn: { who: 'organiser' | 'alice' | 'bob' | 'hana'; text: string }[] = [
  { who: 'organiser', text: 'Welcome to Lumen Summit! Ask anything here; the crew reads along.' },
  { who: 'alice', text: 'Hi all! Is the opening keynote recorded?' },
  { who: 'organiser', text: 'It is: the recording plays in the cinema tomorrow morning.' },
  { who: 'hana', text: 'The lounge has coffee and round tables, come and say hello.' },
  { who: 'bob', text: 'Aurora Optics has a live demo at stand A1 every hour.' },
  { who: 'alice', text: 'Thanks! See you on the terrace at sunset.' },
];

export const feedPostsEn: { text: string; author: string; handle: string; minutesAgo: number }[] = [
  { text: 'Doors are open! Pick up your badge at the reception and follow the purple signs. #LumenSummit', author: 'Lumen Summit', handle: '@lumensummit', minutesAgo: 190 },
  { text: 'The poster hall is buzzing: twelve imaging posters, and the authors are there until noon.', author: 'Lumen Summit', handle: '@lumensummit', minutesAgo: 120 },
  { text: 'Loved the talk on calm interfaces. Removing features is a feature. #LumenSummit', author: 'Alice Attendee', handle: '@alice', minutesAgo: 75 },
  { text: 'Live demo of photonic chips at stand A1 in ten minutes, come early for a seat.', author: 'Aurora Optics', handle: '@auroraoptics', minutesAgo: 40 },
  { text: 'Sunset drinks on the rooftop terrace from six. The stairs are next to the showcase pavilion.', author: 'Lumen Summit', handle: '@lumensummit', minutesAgo: 15 },
];

export const venueHelpEn =
  'Hover over a hall to see what is on, click it to go in. The reception answers your questions, the info kiosk shows the event details, and the stairs on the right lead to the rooftop terrace.';
export const terraceHelpEn = 'The rooftop terrace: the sunset bar, loungers and a small stage. The stairs lead back down to the venue.';
