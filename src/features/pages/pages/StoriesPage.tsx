import { StaticPageTemplate } from '../components/StaticPageTemplate';

export default function StoriesPage() {
  return <StaticPageTemplate page="stories" />;
}
