import { StaticPageTemplate } from '../components/StaticPageTemplate';

export default function BooksPage() {
  return <StaticPageTemplate page="books" />;
}
