import { StaticPageTemplate } from '../components/StaticPageTemplate';

export default function WhoWeArePage() {
  return <StaticPageTemplate page="whoWeAre" />;
}
