import { StaticPageTemplate } from '../components/StaticPageTemplate';

export default function PurposePage() {
  return <StaticPageTemplate page="purpose" />;
}
