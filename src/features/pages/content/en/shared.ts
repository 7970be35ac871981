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
    title: 'Hanoi street food',
    description: 'Bun cha, banh cuon and egg coffee: ten dishes to try in the Old Quarter.',
    slug: 'street-food-hanoi',
    tones: ['#c2410c', '#fdba74'],
  },
  {
    idea: 'Planning',
    title: 'Vietnam travel guide',
    description: 'Seasons, regional dishes and what to know before you go.',
    slug: 'travel-guide-vietnam',
    tones: ['#1e40af', '#93c5fd'],
  },
  {
    idea: 'Seasons',
    title: 'Best time to visit Japan',
    description: 'Cherry blossom, autumn leaves or snow? Pick your season.',
    slug: 'best-time-to-visit-japan',
    tones: ['#be185d', '#f9a8d4'],
  },
  {
    idea: 'Trekking',
    title: 'Trekking packing list',
    description: 'Worn-in boots, thin layers and the rest of a multi-day kit.',
    slug: 'packing-list-for-trekking',
    tones: ['#166534', '#bef264'],
  },
  {
    idea: 'Nature',
    title: 'Northern lights guide',
    description: 'When and where to see the aurora in Iceland.',
    slug: 'northern-lights-guide',
    tones: ['#0f172a', '#22d3ee'],
  },
  {
    idea: 'Culture',
    title: 'Morocco travel tips',
    description: 'Haggling with a smile, what to wear and local customs.',
    slug: 'morocco-travel-tips',
    tones: ['#a16207', '#fde047'],
  },
];
