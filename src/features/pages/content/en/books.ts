import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const books: StaticPageContent = {
  title: 'Books',
  description: 'Travel guides and brochures from ViVu Travel to help you plan your trip.',
  banner: {
    eyebrow: 'Guides and brochures',
    subtitle: 'Everything you need to plan: seasons, routes, budgets and our best trips in one place.',
    tones: ['#1e3a8a', '#7c3aed'],
  },
  sections: [
    {
      id: 'our-guides',
      tab: 'Our guides',
      kind: 'intro',
      heading: 'Plan with our travel guides',
      paragraphs: [
        'Our guides are written by local leaders and updated every season, with honest advice on when to go and what to expect.',
        'Browse them online for free, or ask our team for a printed brochure of your favourite region.',
      ],
      stats: [
        { value: '18', label: 'destination guides' },
        { value: '2', label: 'languages: Vietnamese and English' },
        { value: '4', label: 'updates a year' },
      ],
    },
    {
      id: 'reading-ideas',
      tab: 'Reading ideas',
      kind: 'inspiration',
      heading: 'Reading ideas',
      intro: 'Start with these chapters.',
      cards: inspirationCards,
    },
    {
      id: 'featured-trips',
      tab: 'Featured trips',
      kind: 'highlights',
      heading: 'Featured in this season’s brochure',
      intro: 'The trips on our cover.',
      count: 3,
    },
    {
      id: 'more-from-us',
      tab: 'More from us',
      kind: 'cards',
      heading: 'More from ViVu Travel',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Found a trip you like?',
    text: 'Check dates and prices for your next journey.',
    button: 'Find a trip',
  },
};
