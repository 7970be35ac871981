import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const purpose: StaticPageContent = {
  title: 'Our Purpose',
  description:
    'We create life-changing experiences that do good for travellers, local people and the planet.',
  banner: {
    eyebrow: 'Why we travel',
    subtitle: 'Change the way people see the world — and the way the world benefits from travel.',
    tones: ['#14532d', '#65a30d'],
  },
  sections: [
    {
      id: 'our-purpose',
      tab: 'Our purpose',
      kind: 'intro',
      heading: 'Travel that gives back',
      paragraphs: [
        'Tourism can bring work and pride to the places it touches, or it can wear them out. We choose the first.',
        'We stay in locally owned hotels, eat in family restaurants and pay our leaders fairly, so that more of what you spend stays where you travel.',
      ],
      stats: [
        { value: '85%', label: 'of trip spending stays in the destination' },
        { value: '40', label: 'community partners' },
        { value: '0', label: 'single-use plastic bottles on our trips' },
      ],
    },
    {
      id: 'commitments',
      tab: 'Commitments',
      kind: 'cards',
      heading: 'Our commitments',
      intro: 'Read how we put our purpose into practice.',
      cards: exploreCards,
    },
    {
      id: 'inspiration',
      tab: 'Inspiration',
      kind: 'inspiration',
      heading: 'Responsible travel ideas',
      intro: 'Ways to travel lighter and closer to local life.',
      cards: inspirationCards,
    },
    {
      id: 'highlights',
      tab: 'Trips',
      kind: 'highlights',
      heading: 'Trips with a purpose',
      intro: 'Journeys where community experiences are part of every day.',
      count: 3,
    },
  ],
  cta: {
    heading: 'Travel with purpose',
    text: 'Every trip you book supports local communities.',
    button: 'Find a trip',
  },
};
