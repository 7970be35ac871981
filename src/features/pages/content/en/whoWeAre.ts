import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const whoWeAre: StaticPageContent = {
  title: 'Who we are',
  description:
    'ViVu Travel is a small-group adventure company that has shown travellers Vietnam and Asia since 2010.',
  banner: {
    eyebrow: 'About ViVu Travel',
    subtitle: 'Local leaders, small groups and trips that leave places better than we found them.',
    tones: ['#0f172a', '#0f766e'],
  },
  sections: [
    {
      id: 'about-us',
      tab: 'About us',
      kind: 'intro',
      heading: 'Travel that feels like a friend showing you around',
      paragraphs: [
        'We started ViVu Travel in Hanoi with one minibus and a simple idea: the best way to see a country is with the people who live there.',
        'Today our local leaders guide thousands of travellers every year, always in small groups, always with time for the unexpected.',
      ],
      stats: [
        { value: '15+', label: 'years of adventures' },
        { value: '120', label: 'local leaders' },
        { value: '12', label: 'travellers per group on average' },
      ],
    },
    {
      id: 'inspiration',
      tab: 'Inspiration',
      kind: 'inspiration',
      heading: 'Ideas for your next trip',
      intro: 'Stories and guides from our blog.',
      cards: inspirationCards,
    },
    {
      id: 'highlights',
      tab: 'Highlights',
      kind: 'highlights',
      heading: 'Trips our travellers love',
      intro: 'A few of the journeys we run right now.',
      count: 3,
    },
    {
      id: 'explore',
      tab: 'Explore',
      kind: 'cards',
      heading: 'Get to know us',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Ready for your next adventure?',
    text: 'Find a trip that fits your dates, budget and travel style.',
    button: 'Find a trip',
  },
};
