import type { VenueZoneId } from './demo.map-art';

/** The demo events' texts. Plain text unless the field is HTML (help content). */

export const termsEn = `These are the terms of Lumen Summit 2026, a demonstration event of Foyer.

1. You may take part in talks, chats and video calls as long as you treat other people with respect.
2. Recordings of public sessions may be published after the event. Private video calls are never recorded.
3. Booth staff may contact you only when you leave them your business card.
4. The organiser may remove anyone who breaks these terms.`;

export const privacyEn = `We keep your name, e-mail address and the profile details you choose to share, so that other attendees can find you and the organiser can run the event.

We count page views and time spent in each space to learn which parts of the event work. These numbers are never sold or shared outside the organising team.

You can hide your profile, turn on incognito mode or remove your account at any time from the profile menu.`;

export const helpEn = `<h2>Need a hand?</h2>
<p>Welcome to <strong>Lumen Summit 2026</strong>. A few tips to get going:</p>
<ul>
  <li><strong>Signing in:</strong> enter your e-mail address, ask for a code and type the six digits we mail you. No password needed.</li>
  <li><strong>Finding your way:</strong> the venue map is the home of the event. Click a hall to enter it; a closed hall opens when its program starts.</li>
  <li><strong>Meeting people:</strong> the networking lounge and speed networking put you in a video call with other attendees.</li>
  <li><strong>Camera and microphone:</strong> use <em>Check browser settings</em> in the profile menu before your first call.</li>
</ul>
<p>Still stuck? Write to <a href="mailto:help@lumen-summit.example">help@lumen-summit.example</a> — a person answers within the hour during the event.</p>`;

export const venueLabelsEn: Record<VenueZoneId, string> = {
  stage: 'Main stage',
  cinema: 'Cinema',
  posters: 'Poster hall',
  expo: 'Expo hall',
  lounge: 'Networking lounge',
  jobs: 'Job wall',
  speed: 'Speed networking',
  meetings: 'Meeting rooms',
  showcase: 'Showcase',
  reception: 'Reception',
};

export const demoTexts = {
  name: 'Lumen Summit 2026',
  intro:
    'Three days on light, design and digital venues. Walk the venue map, drop by the expo, catch a talk on the main stage and meet people in the networking lounge — all from your browser.',
  addendum: 'Tip for the demo: sign in as alice@example.com, bob@example.com or organiser@example.com and read the code in the dev outbox at /dev/outbox.',
};

export const inviteTexts = {
  name: 'Lumen Insiders',
  intro: 'A closed session for the speakers and partners of Lumen Summit. Only people on the guest list can enter.',
  addendum: 'This event is invite-only: use the e-mail address your invitation was sent to.',
};

export const draftTexts = {
  name: 'Lumen Autumn Forum',
  intro:
    'The Lumen Autumn Forum opens soon. The program, the speakers and the venue are being prepared; come back when the doors open to sign in and take a seat.',
};

export const deTexts = {
  name: 'Lumen Forum Berlin',
  intro:
    'Zwei Tage rund um Licht, Gestaltung und digitale Veranstaltungsorte. Erkunden Sie den Lageplan, besuchen Sie die Ausstellung und treffen Sie andere Teilnehmende in der Networking-Lounge — alles im Browser.',
  terms: `Dies sind die Teilnahmebedingungen des Lumen Forum Berlin, einer Demo-Veranstaltung von Foyer.

1. Sie können an Vorträgen, Chats und Videoanrufen teilnehmen, solange Sie anderen mit Respekt begegnen.
2. Aufzeichnungen öffentlicher Sitzungen können nach der Veranstaltung veröffentlicht werden. Private Videoanrufe werden nie aufgezeichnet.
3. Die Veranstalter können Personen ausschließen, die gegen diese Bedingungen verstoßen.`,
  privacy: `Wir speichern Ihren Namen, Ihre E-Mail-Adresse und die Profilangaben, die Sie teilen möchten, damit andere Teilnehmende Sie finden und die Veranstalter die Veranstaltung durchführen können.

Sie können Ihr Profil jederzeit verbergen, den Inkognito-Modus einschalten oder Ihr Konto über das Profilmenü löschen.`,
  help: `<h2>Brauchen Sie Hilfe?</h2>
<p>Willkommen beim <strong>Lumen Forum Berlin</strong>.</p>
<ul>
  <li><strong>Anmelden:</strong> Geben Sie Ihre E-Mail-Adresse ein, fordern Sie einen Code an und tippen Sie die sechs Ziffern ein, die wir Ihnen senden.</li>
  <li><strong>Orientierung:</strong> Der Lageplan ist die Startseite der Veranstaltung. Klicken Sie auf einen Saal, um ihn zu betreten.</li>
</ul>
<p>Fragen? Schreiben Sie an <a href="mailto:hilfe@lumen-forum.example">hilfe@lumen-forum.example</a>.</p>`,
  addendum: 'Für die Demo: Melden Sie sich als alice@example.com an und lesen Sie den Code unter /dev/outbox.',
  venueLabels: {
    stage: 'Hauptbühne',
    cinema: 'Kino',
    posters: 'Posterhalle',
    expo: 'Ausstellung',
    lounge: 'Networking-Lounge',
    jobs: 'Jobwand',
    speed: 'Speed-Networking',
    meetings: 'Besprechungsräume',
    showcase: 'Schaufenster',
    reception: 'Empfang',
  } satisfies Record<VenueZoneId, string>,
};

/** The demo people. Hana will host meetings once the meetings feature exists (attendee role until then). */
export const demoPeople = {
  organiser: {
    email: 'organiser@example.com',
    firstName: 'Olivia',
    lastName: 'Organiser',
    jobtitle: 'Event director',
    company: 'Lumen Events',
    about: 'Runs Lumen Summit and every demo event on this Foyer.',
  },
  alice: {
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Andersen',
    jobtitle: 'Product designer',
    company: 'Northwind Studio',
    about: 'Designs lighting apps; here for the talks and the expo.',
  },
  bob: {
    email: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'Brennan',
    jobtitle: 'Sales lead',
    company: 'Aurora Optics',
    about: 'Staffs the Aurora Optics booth. Happy to show you our lenses.',
  },
  hana: {
    email: 'hana@example.com',
    firstName: 'Hana',
    lastName: 'Hoshino',
    jobtitle: 'Lighting researcher',
    company: 'Kyoto Light Lab',
    about: 'Hosts the expert meetings on daylight design.',
  },
} as const;

/** The demo's embedded space: a page made to be framed, over https (without internet the page says it could not load it). */
export const demoShowcaseUrl = 'https://www.openstreetmap.org/export/embed.html?bbox=4.8890%2C52.3740%2C4.9160%2C52.3850&layer=mapnik';
