import type { StaticPageContent } from '../types';
import { exploreCards, inspirationCards } from './shared';

export const stories: StaticPageContent = {
  title: 'Our stories',
  description: 'Stories from our travellers, local leaders and the communities we visit.',
  banner: {
    eyebrow: 'Told by the people who were there',
    subtitle: 'Travellers, leaders and hosts share the moments that stayed with them.',
    tones: ['#7c2d12', '#ea580c'],
  },
  sections: [
    {
      id: 'latest-stories',
      tab: 'Latest stories',
      kind: 'inspiration',
      heading: 'Latest stories',
      intro: 'Fresh from the road.',
      cards: inspirationCards,
    },
    {
      id: 'our-people',
      tab: 'Our people',
      kind: 'intro',
      heading: 'The people behind the stories',
      paragraphs: [
        'Lan grew up in a fishing village near Hoi An and now shows travellers the lantern workshops of her neighbours.',
        'Minh left a bank job in Saigon to lead cycling trips in the Mekong Delta. He still knows every ferry timetable by heart.',
      ],
      stats: [
        { value: '4.8/5', label: 'average traveller rating' },
        { value: '25,000', label: 'travellers last year' },
        { value: '60%', label: 'of travellers come back' },
      ],
    },
    {
      id: 'trips-in-stories',
      tab: 'Trips in our stories',
      kind: 'highlights',
      heading: 'Trips from these stories',
      intro: 'Live the story yourself.',
      count: 3,
    },
    {
      id: 'more-to-read',
      tab: 'More to read',
      kind: 'cards',
      heading: 'More to read',
      cards: exploreCards,
    },
  ],
  cta: {
    heading: 'Write your own story',
    text: 'Pick a destination and we will take care of the rest.',
    button: 'Find a trip',
  },
};
