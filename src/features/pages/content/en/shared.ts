import type { InspirationCard, LinkCard } from '../types';

/** The "keep exploring" cards shared by the pages: blog, impact, community, bcorp, foundation, adventures, newsroom. */
export const exploreCards: LinkCard[] = [
  {
    label: 'Blog',
    title: 'Travel blog',
    text: 'Guides, tips and stories from our travellers and local leaders.',
    link: { kind: 'posts' },
    linkText: 'Read the blog',
    tones: ['#0f766e', '#34d399'],
  },
  {
    label: 'Impact',
    title: 'Our impact',
    text: 'How every trip supports local businesses, fair wages and the places we visit.',
    link: { kind: 'post', slug: 'impact' },
    linkText: 'See our impact',
    tones: ['#1d4ed8', '#60a5fa'],
  },
  {
    label: 'Community',
    title: 'Community tourism',
    text: 'Homestays, village cooking classes and craft workshops run by the communities themselves.',
    link: { kind: 'post', slug: 'community' },
    linkText: 'Meet the communities',
    tones: ['#b45309', '#fbbf24'],
  },
  {
    label: 'B Corp',
    title: 'A certified B Corp',
    text: 'We measure our social and environmental performance and publish the results.',
    link: { kind: 'post', slug: 'bcorp' },
    linkText: 'Why B Corp matters',
    tones: ['#334155', '#94a3b8'],
  },
  {
    label: 'Foundation',
    title: 'ViVu Foundation',
    text: 'Scholarships, clean water and reforestation projects funded by our travellers.',
    link: { kind: 'post', slug: 'foundation' },
    linkText: 'Discover the foundation',
    tones: ['#15803d', '#86efac'],
  },
  {
    label: 'Adventures',
    title: 'Small-group adventures',
    text: 'Twelve travellers, one local leader and days you will talk about for years.',
    link: { kind: 'post', slug: 'adventures' },
    linkText: 'How our adventures work',
    tones: ['#9f1239', '#fb7185'],
  },
  {
    label: 'Newsroom',
    title: 'Newsroom',
    text: 'Company news, new destinations and press releases.',
    link: { kind: 'post', slug: 'newsroom' },
    linkText: 'Latest news',
    tones: ['#6d28d9', '#c4b5fd'],
  },
];

/** Ideas for the inspiration carousel (each card opens an article of the blog). */
export const inspirationCards: InspirationCard[] = [
  {
    idea: 'Food',
    title: 'Street food of Hanoi',
    description: 'Pho at dawn, bun cha at noon and egg coffee in a hidden café.',
    slug: 'street-food-hanoi',
    tones: ['#c2410c', '#fdba74'],
  },
  {
    idea: 'Nature',
    title: 'Rice terraces of Sapa',
    description: 'When to go, where to walk and which villages welcome guests.',
    slug: 'sapa-rice-terraces',
    tones: ['#166534', '#bef264'],
  },
  {
    idea: 'Culture',
    title: 'Lanterns of Hoi An',
    description: 'The full-moon festival and the craftspeople who keep it alive.',
    slug: 'hoi-an-lanterns',
    tones: ['#a16207', '#fde047'],
  },
  {
    idea: 'Sea',
    title: 'A night on Ha Long Bay',
    description: 'Kayaking among limestone islands and waking up on the water.',
    slug: 'ha-long-bay-night',
    tones: ['#0e7490', '#67e8f9'],
  },
  {
    idea: 'Wellness',
    title: 'Slow days in the Mekong Delta',
    description: 'Floating markets, orchards and bicycle paths between canals.',
    slug: 'mekong-delta-slow-travel',
    tones: ['#047857', '#6ee7b7'],
  },
  {
    idea: 'Planning',
    title: 'Vietnam travel guide',
    description: 'Seasons, visas and what to pack before you go.',
    slug: 'travel-guide',
    tones: ['#1e40af', '#93c5fd'],
  },
];
